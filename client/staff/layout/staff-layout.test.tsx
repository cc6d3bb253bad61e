// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../../contract/auth.ts';
import type { CentreInfoResponse } from '../../../contract/centre.ts';
import { i18n } from '../../i18n/i18n.ts';
import { enqueueAttendance, newAttendanceAction } from '../../lib/attendance-queue.ts';
import { setCurrentUser } from '../../lib/current-user.ts';
import { centreQuery } from '../../lib/query-options.ts';
import { CurrentUserContext } from '../../lib/session.ts';
import { StaffLayout } from './staff-layout.tsx';

const me: MeResponse = {
  userId: 1,
  role: 'director',
  displayName: 'Dana Director',
  email: 'director@example.com',
  staffId: 1,
  photo: null,
  actions: [],
};
const centre = (websiteUrl: string): CentreInfoResponse => ({
  name: 'Sunny Days Child Care Centre',
  timeZone: 'America/New_York',
  demo: false,
  websiteUrl,
  logo: null,
});
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const sent: string[] = [];
beforeEach(() => {
  sent.length = 0;
  localStorage.clear();
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    sent.push(`${init?.method ?? 'GET'} ${path}`);
    // The door's connection is down: a queued check-in cannot be sent.
    if (path.startsWith('/api/attendance')) throw new TypeError('Failed to fetch');
    if (path === '/api/auth/logout') return json({ ok: true });
    if (path === '/api/messages/unread-count') return json({ count: 0 });
    if (path === '/api/messages/recent') return json([]);
    if (path === '/api/settings') return json({});
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
  setCurrentUser(me);
  client.setQueryData(centreQuery().queryKey, centre(websiteUrl));
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <CurrentUserContext value={me}>
            <StaffLayout />
          </CurrentUserContext>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** The phone menu's panel, opened. */
function openMobileMenu() {
  // Two buttons say 'Staff Menu': the account menu's (wide screens) and the panel's (phones).
  const trigger = screen
    .getAllByRole('button', { name: 'Staff Menu' })
    .find((button) => button.getAttribute('aria-haspopup') === 'dialog');
  fireEvent.click(trigger!);
  return within(screen.getByRole('dialog', { name: 'Staff Menu' }));
}

describe('Back to Main Page', () => {
  it('goes to the centre’s public website, on wide screens and in the phone menu', () => {
    show('https://sunnydays.example.org/');
    const link = screen.getByRole('link', { name: 'Back to Main Page' });
    expect(link.getAttribute('href')).toBe('https://sunnydays.example.org/');
    const menuLink = openMobileMenu().getByRole('link', { name: 'Back to Main Page' });
    expect(menuLink.getAttribute('href')).toBe('https://sunnydays.example.org/');
  });

  it('is hidden when the centre has no website (it no longer reloads the dashboard)', () => {
    show('');
    expect(screen.queryByRole('link', { name: 'Back to Main Page' })).toBeNull();
    expect(openMobileMenu().queryByRole('link', { name: 'Back to Main Page' })).toBeNull();
  });

  it('never puts anything but an http(s) address in the link', () => {
    show('javascript:alert(1)');
    expect(screen.queryByRole('link', { name: 'Back to Main Page' })).toBeNull();
    expect(screen.queryByText('Back to Main Page')).toBeNull();
  });
});

describe('signing out', () => {
  const signOutFromMenu = () =>
    fireEvent.click(openMobileMenu().getByRole('button', { name: 'Logout' }));
  const loggedOut = () => sent.includes('POST /api/auth/logout');

  it('signs out at once when nothing is waiting to sync', async () => {
    show('');
    signOutFromMenu();
    await vi.waitFor(() => expect(loggedOut()).toBe(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks first when check-ins taken offline are still on the device', async () => {
    enqueueAttendance(
      me.userId,
      newAttendanceAction({ kind: 'checkin', childId: 7, childName: 'Emma Johnson', by: 'Parent' }),
    );
    show('');
    signOutFromMenu();
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Sign out with check-ins waiting?' }),
    );
    dialog.getByText(
      '1 check-in or check-out has not reached the centre yet. They stay on this device and are sent the next time you sign in here.',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loggedOut()).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Sign out anyway' }));
    await vi.waitFor(() => expect(loggedOut()).toBe(true));
  });
});
