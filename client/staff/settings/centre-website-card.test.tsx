// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CentreInfoResponse } from '../../../contract/centre.ts';
import { i18n } from '../../i18n/i18n.ts';
import { centreQuery } from '../../lib/query-options.ts';
import { CentreWebsiteCard } from './centre-website-card.tsx';

let sent: unknown[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    if (path === '/api/centre/website' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(websiteUrl: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData<CentreInfoResponse>(centreQuery().queryKey, {
    name: 'Sunny Days Child Care Centre',
    timeZone: 'America/New_York',
    demo: false,
    websiteUrl,
    logo: null,
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <CentreWebsiteCard />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return client;
}

const field = () => screen.getByLabelText('Website address') as HTMLInputElement;
const type = (value: string) => fireEvent.input(field(), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Website' }));

describe('Centre Website (directors’ settings)', () => {
  it('shows the saved address, and a new one reaches every page’s centre information', async () => {
    const client = show('https://old.example.org/');
    expect(field().value).toBe('https://old.example.org/');
    type('  https://sunnydays.example.org/  ');
    save();
    await waitFor(() => expect(sent).toEqual([{ websiteUrl: 'https://sunnydays.example.org/' }]));
    await waitFor(() =>
      expect(client.getQueryData<CentreInfoResponse>(centreQuery().queryKey)?.websiteUrl).toBe(
        'https://sunnydays.example.org/',
      ),
    );
  });

  it('clears it with an empty field', async () => {
    const client = show('https://old.example.org/');
    type('');
    save();
    await waitFor(() => expect(sent).toEqual([{ websiteUrl: '' }]));
    await waitFor(() =>
      expect(client.getQueryData<CentreInfoResponse>(centreQuery().queryKey)?.websiteUrl).toBe(''),
    );
  });

  it('refuses any other kind of address before sending it', async () => {
    show('');
    type('javascript:alert(1)');
    save();
    expect(
      await screen.findByText(
        "Enter the website's full address, starting with http:// or https://",
      ),
    ).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });
});
