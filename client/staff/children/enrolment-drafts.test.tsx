// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildDraft, ChildResponse } from '../../../contract/children.ts';
import type * as ToastStore from '../../components/ui/toast-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { formatDate } from '../../lib/format.ts';
import { setCurrentUser } from '../../lib/current-user.ts';
import { ChildrenPage } from './children-page.tsx';

const toasts = vi.hoisted(() => [] as { title: string }[]);
vi.mock('../../components/ui/toast-store.ts', async (original) => ({
  ...(await original<typeof ToastStore>()),
  toast: (input: { title: string }) => {
    toasts.push(input);
    return { id: toasts.length, dismiss: () => {} };
  },
}));

const enrolled: ChildResponse = {
  id: 1,
  firstName: 'Emma',
  lastName: 'Johnson',
  dateOfBirth: '2023-03-14',
  room: 'Toddler Room',
  allergies: 'None',
  medicalInfo: '',
  emergencyContact: 'Grandma, (555) 010-2020',
  parentName: 'Sarah Johnson',
  parentPhone: '(555) 010-1010',
  parentEmail: 'sarah@example.org',
  parentDriversLicense: 'TBD',
  relationship: 'parent',
  isActive: true,
  createdAt: '2026-01-05T15:00:00.000Z',
  nextRoom: null,
  withdrawal: null,
};

const draft = (over: Partial<ChildDraft>): ChildDraft => ({
  id: 7,
  firstName: 'Ada',
  lastName: 'Draft',
  room: 'Infant Room',
  consentsRecorded: 2,
  consentsTotal: 5,
  createdAt: '2026-11-18T15:00:00.000Z',
  ...over,
});

let drafts: ChildDraft[];
let requested: string[];
let sent: { method: string; path: string }[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  toasts.length = 0;
  requested = [];
  sent = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({ method, path });
      const id = Number(path.split('/').pop());
      drafts = drafts.filter((d) => d.id !== id);
      return new Response(null, { status: 204 });
    }
    requested.push(path);
    if (path === '/api/children') return json([enrolled]);
    if (path === '/api/children/drafts') return json(drafts);
    return json({ message: 'not stubbed' }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(actions = ['child.read', 'child.create', 'child.remove']) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  setCurrentUser({
    userId: 1,
    role: 'director',
    displayName: 'Dana',
    email: 'someone@example.com',
    photo: null,
    staffId: 1,
    actions,
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/children']}>
          <ChildrenPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const section = () => screen.queryByRole('region', { name: 'Enrolment in progress' });
const totalStat = () =>
  within(screen.getByRole('list', { name: 'Children summary' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes('Total'));

describe('Enrolment in progress on the Children page', () => {
  it('is not there when no enrolment is in progress', async () => {
    drafts = [];
    show();
    expect(await screen.findByRole('article', { name: 'Emma Johnson' })).toBeTruthy();
    await waitFor(() => expect(requested).toContain('/api/children/drafts'));
    expect(section()).toBeNull();
    expect(screen.queryByRole('link', { name: /^Resume/ })).toBeNull();
  });

  it('lists each draft apart from the children, with its consents, start and Resume', async () => {
    drafts = [
      draft({}),
      draft({ id: 8, firstName: 'Ben', lastName: 'Later', consentsRecorded: 0 }),
    ];
    show();
    const region = await screen.findByRole('region', { name: 'Enrolment in progress' });
    const ada = within(region).getByRole('heading', { name: 'Ada Draft', level: 3 }).closest('li')!;
    for (const text of [
      'Infant Room',
      'Consent forms: 2 of 5',
      `Started ${formatDate('2026-11-18T15:00:00.000Z')}`,
    ])
      expect(within(ada).getByText(text)).toBeTruthy();
    expect(within(region).getByText('Consent forms: 0 of 5')).toBeTruthy();

    // Resume continues at the consent step; each button says whose enrolment it is.
    const resume = within(region).getByRole('link', { name: 'Resume enrolment of Ada Draft' });
    expect(resume.getAttribute('href')).toBe('/consent-confirmation/7');
    expect(resume.className).toContain('min-h-11');
    expect(
      within(region)
        .getByRole('link', { name: 'Resume enrolment of Ben Later' })
        .getAttribute('href'),
    ).toBe('/consent-confirmation/8');
    expect(
      within(region).getByRole('button', { name: 'Discard enrolment of Ben Later' }),
    ).toBeTruthy();

    // Not a child of the centre yet: not in the grid, not in the Total.
    const grid = screen.getByRole('list', { name: 'Children' });
    expect(within(grid).queryByText('Ada Draft')).toBeNull();
    expect(within(grid).getAllByRole('article')).toHaveLength(1);
    expect(totalStat()?.textContent).toContain('1');
  });

  it('discards a draft after a plain confirmation, then the section goes', async () => {
    drafts = [draft({})];
    show();
    const region = await screen.findByRole('region', { name: 'Enrolment in progress' });
    fireEvent.click(within(region).getByRole('button', { name: 'Discard enrolment of Ada Draft' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Discard the enrolment of Ada Draft?',
    });
    expect(within(confirm).getByText('Nothing has been recorded for this child yet.')).toBeTruthy();
    // Not the removal's history warning.
    expect(within(confirm).queryByText(/cannot be undone/)).toBeNull();
    expect(sent).toEqual([]);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Discard Enrolment' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'DELETE', path: '/api/children/drafts/7' }]),
    );
    await waitFor(() => expect(toasts).toEqual([{ title: 'Enrolment discarded' }]));
    await waitFor(() => expect(section()).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('article', { name: 'Emma Johnson' })).toBeTruthy();
  });

  it('cancelling the confirmation discards nothing', async () => {
    drafts = [draft({})];
    show();
    const region = await screen.findByRole('region', { name: 'Enrolment in progress' });
    fireEvent.click(within(region).getByRole('button', { name: 'Discard enrolment of Ada Draft' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
    expect(section()).toBeTruthy();
  });

  it('is not asked for by those who may not enrol', async () => {
    drafts = [draft({})];
    show(['child.read']);
    expect(await screen.findByRole('article', { name: 'Emma Johnson' })).toBeTruthy();
    expect(requested).not.toContain('/api/children/drafts');
    expect(section()).toBeNull();
  });
});
