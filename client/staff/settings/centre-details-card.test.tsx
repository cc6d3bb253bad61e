// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CentreDetailsResponse, CentreInfoResponse } from '../../../contract/centre.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { rememberCentre } from '../../lib/public-centre.ts';
import { centreQuery } from '../../lib/query-options.ts';
import { CentreDetailsCard } from './centre-details-card.tsx';

const stored: CentreDetailsResponse = {
  name: 'Child Care Centre',
  address: '',
  phone: '',
  email: '',
  taxId: '',
  websiteUrl: '',
  logo: null,
};
const info: CentreInfoResponse = {
  name: 'Child Care Centre',
  timeZone: 'America/New_York',
  demo: false,
  websiteUrl: '',
  logo: null,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let sent: { method: string; path: string; body?: unknown }[];
let answer: (body: Record<string, string>) => Response;
beforeEach(() => {
  sent = [];
  answer = (body) => json({ ...stored, ...body });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (path === '/api/centre/details' && method === 'GET') return json(stored);
    if (path === '/api/centre' && method === 'PUT') {
      const body = JSON.parse(String(init.body));
      sent.push({ method, path, body });
      return answer(body);
    }
    if (path === '/api/centre/logo' && method === 'DELETE') {
      sent.push({ method, path });
      return json({ ...stored, logo: null });
    }
    return json({ message: 'not stubbed' }, 404);
  });
  rememberCentre(info);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(details: Partial<CentreDetailsResponse> = {}) {
  Object.assign(stored, details);
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(centreQuery().queryKey, info);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <header data-testid="header">
          <Logo />
        </header>
        <CentreDetailsCard />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return client;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Centre Details' }));

describe('Centre (directors’ settings)', () => {
  it('names the centre: the header and every page’s centre information follow at once', async () => {
    const client = show();
    expect((await screen.findByLabelText('Centre name')) as HTMLInputElement).toBeTruthy();
    expect(screen.getByTestId('header').textContent).toBe('Child Care Centre');
    type('Centre name', '  Maple Grove Early Learning ');
    type('Address', '12 Maple Road, Springfield');
    type('Phone', '(217) 555-0142');
    type('E-mail', 'office@maplegrove.example');
    type('Tax ID', '36-1234567');
    save();
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/centre',
          body: {
            name: 'Maple Grove Early Learning',
            address: '12 Maple Road, Springfield',
            phone: '(217) 555-0142',
            email: 'office@maplegrove.example',
            taxId: '36-1234567',
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('header').textContent).toBe('Maple Grove Early Learning'),
    );
    expect(client.getQueryData<CentreInfoResponse>(centreQuery().queryKey)?.name).toBe(
      'Maple Grove Early Learning',
    );
  });

  it('refuses an empty name and a short phone number before sending anything', async () => {
    show();
    await screen.findByLabelText('Centre name');
    type('Centre name', ' ');
    type('Phone', '555-01');
    save();
    expect(await screen.findByText("The centre's name is required")).toBeTruthy();
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeTruthy();
    expect(field('Centre name').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('shows the server’s word on a field', async () => {
    answer = () =>
      json(
        {
          message: 'Invalid email address',
          code: 'errors.invalidEmail',
          fieldErrors: { email: 'Invalid email address' },
          fieldCodes: { email: 'errors.invalidEmail' },
        },
        400,
      );
    show();
    await screen.findByLabelText('Centre name');
    type('E-mail', 'office@example.org');
    save();
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
  });

  it('shows the logo with Remove Logo; without one, the name alone and Upload Logo', async () => {
    show({ logo: 7 });
    const logo = (await screen.findByAltText('The logo of Child Care Centre')) as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/api/centre/logo?v=7');
    expect(screen.getByLabelText('Choose a logo image').getAttribute('accept')).toBe(
      'image/jpeg,image/png,image/webp,image/gif',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Logo' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', path: '/api/centre/logo' }]));
    expect(
      await screen.findByText('No logo yet: pages show the centre’s name alone.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Logo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload Logo' })).toBeTruthy();
  });
});
