// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../../contract/auth.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setCurrentUser } from '../../lib/current-user.ts';
import { DashboardPage } from '../dashboard/dashboard-page.tsx';
import { SetupPage } from './setup-page.tsx';

const me = (actions: MeResponse['actions']): MeResponse => ({
  userId: 1,
  role: 'director',
  displayName: 'Dana Director',
  email: 'dana@maple.example',
  staffId: 1,
  photo: null,
  actions,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const details = {
  name: 'Child Care Centre',
  address: '',
  phone: '',
  email: '',
  taxId: '',
  websiteUrl: '',
  logo: null,
};

let completedAt: string | null;
let sent: string[];
beforeEach(() => {
  completedAt = null;
  sent = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push(`${method} ${path}`);
    if (path === '/api/centre/setup' && method === 'GET') return json({ completedAt });
    if (path === '/api/centre/setup/completion') {
      completedAt = '2026-11-28T09:00:00.000Z';
      return json({ completedAt });
    }
    if (path === '/api/centre/details') return json(details);
    if (path === '/api/centre/hours') return json({ openingTime: '07:00', closingTime: '18:00' });
    if (path === '/api/rooms') return json([]);
    if (path === '/api/staff') return json([]);
    // The dashboard's own cards: not what this test is about.
    return json({ message: 'not stubbed' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const allActions: MeResponse['actions'] = [
  'centreSettings.manage',
  'room.manage',
  'room.read',
  'staff.manage',
  'account.manage',
];

function show(at: string, actions = allActions) {
  setCurrentUser(me(actions));
  const router = createMemoryRouter(
    [
      { path: '/', element: <DashboardPage /> },
      { path: '/setup', element: <SetupPage /> },
    ],
    { initialEntries: [at] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

const stepHeading = () => screen.findByRole('heading', { level: 2, name: /^Step / });

describe('the first-start set-up', () => {
  it('is where a director of a centre not yet set up lands from the dashboard', async () => {
    const router = show('/');
    expect(await screen.findByRole('heading', { name: 'Set up your centre' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/setup');
  });

  it('goes through details, rooms, hours and staff, each skippable, and finishes', async () => {
    const router = show('/setup');
    expect((await stepHeading()).textContent).toBe('Step 1 of 4: Centre details');
    for (const step of ['Rooms', 'Opening hours', 'Staff']) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      const heading = await stepHeading();
      expect(heading.textContent).toMatch(new RegExp(`: ${step}$`));
      // The new step is announced where the reader is.
      await waitFor(() => expect(document.activeElement).toBe(heading));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((await stepHeading()).textContent).toBe('Step 3 of 4: Opening hours');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toContain('POST /api/centre/setup/completion');
    // Done: the dashboard stays.
    expect(await screen.findByRole('heading', { name: 'Welcome to Staff Dashboard' })).toBeTruthy();
  });

  it('can be skipped as a whole', async () => {
    const router = show('/setup');
    await stepHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Skip the rest' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toContain('POST /api/centre/setup/completion');
  });

  it('is not for staff who are not directors: they stay on the dashboard', async () => {
    const router = show('/setup', ['staff.duty']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).not.toContain('GET /api/centre/setup');
  });
});
