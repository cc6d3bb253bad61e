// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffResponse } from '../../../contract/staff.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setCurrentUser } from '../../lib/current-user.ts';
import { StaffManagementPage } from './staff-management-page.tsx';

const member = (id: number, firstName: string, isOnDuty: boolean): StaffResponse => ({
  id,
  firstName,
  lastName: 'Alvarez',
  role: 'Teacher',
  room: null,
  phone: '(555) 100-2000',
  email: `${firstName.toLowerCase()}@example.com`,
  isOnDuty,
});
const team = [member(3, 'Tom', true), member(4, 'Keisha', false), member(5, 'Ben', false)];

let sent: { method: string; path: string; body: unknown }[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      const body = JSON.parse(String(init.body ?? 'null'));
      sent.push({ method, path, body });
      const id = Number(path.split('/').pop());
      if (path.endsWith('/invitation'))
        return json({ email: 'ben@example.com', expiresAt: '2026-11-25T15:00:00.000Z' }, 201);
      if (path === '/api/staff') return json({ ...member(9, 'Ada', false), ...body }, 201);
      return json({ ...team.find((m) => m.id === id)!, ...body });
    }
    if (path === '/api/staff') return json(team);
    if (path === '/api/staff/logins')
      return json([
        { staffId: 3, state: 'active', role: 'staff' },
        { staffId: 4, state: 'deactivated', role: 'staff' },
      ]);
    return json({ message: 'not stubbed' }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(who: { role: 'director' | 'staff'; staffId: number; actions: string[] }) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  setCurrentUser({
    userId: 1,
    displayName: 'Someone',
    email: 'someone@example.com',
    photo: null,
    ...who,
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <StaffManagementPage />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const switches = () => screen.getAllByRole('switch').map((s) => s.getAttribute('aria-label'));

describe('the duty switches (issue 35)', () => {
  it('give a staff member only their own switch; colleagues show their state', async () => {
    show({ role: 'staff', staffId: 3, actions: ['staff.read', 'staff.duty'] });
    await screen.findByRole('article', { name: 'Keisha Alvarez' });
    expect(switches()).toEqual(['Tom Alvarez on duty']);
    const keisha = screen.getByRole('article', { name: 'Keisha Alvarez' });
    expect(within(keisha).queryByRole('switch')).toBeNull();
    expect(within(keisha).getByText('Off Duty')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Tom Alvarez on duty' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PUT', path: '/api/staff/3', body: { isOnDuty: false } }]),
    );
  });

  it('give a director every colleague’s switch', async () => {
    show({
      role: 'director',
      staffId: 1,
      actions: ['staff.read', 'staff.duty', 'staff.manage'],
    });
    await screen.findByRole('article', { name: 'Keisha Alvarez' });
    expect(switches().sort()).toEqual(
      ['Ben Alvarez on duty', 'Keisha Alvarez on duty', 'Tom Alvarez on duty'].sort(),
    );
  });
});

describe('sign-in accounts, for directors (issue 38)', () => {
  const director = {
    role: 'director' as const,
    staffId: 1,
    actions: ['staff.read', 'staff.duty', 'staff.manage', 'account.manage'],
  };
  const profileOf = async (name: string) => {
    const card = await screen.findByRole('article', { name });
    fireEvent.click(within(card).getByRole('button', { name: /^View/ }));
    return screen.findByRole('dialog', { name: 'Staff Profile' });
  };

  it('show who has a login and send them a password reset e-mail, never a password', async () => {
    show(director);
    const profile = await profileOf('Tom Alvarez');
    expect(await within(profile).findByText('Has a login (staff)')).toBeTruthy();
    fireEvent.click(
      within(profile).getByRole('button', { name: 'Send Tom Alvarez a password reset e-mail' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Send Tom Alvarez a password reset e-mail?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send e-mail' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'POST', path: '/api/staff/3/password-reset', body: null }]),
    );
  });

  it('offer nothing to send for a deactivated account or a staff member without a login', async () => {
    show(director);
    const keisha = await profileOf('Keisha Alvarez');
    expect(await within(keisha).findByText('Deactivated')).toBeTruthy();
    expect(within(keisha).queryByRole('button', { name: /password reset/ })).toBeNull();
    fireEvent.click(within(keisha).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const ben = await profileOf('Ben Alvarez');
    expect(await within(ben).findByText('No login')).toBeTruthy();
    expect(within(ben).queryByRole('button', { name: /password reset/ })).toBeNull();
  });

  it('show each card’s sign-in, and invite a staff member without one', async () => {
    show(director);
    const ben = await screen.findByRole('article', { name: 'Ben Alvarez' });
    expect(await within(ben).findByText('No login')).toBeTruthy();
    const keisha = screen.getByRole('article', { name: 'Keisha Alvarez' });
    expect(within(keisha).getByText('Deactivated')).toBeTruthy();
    const profile = await profileOf('Ben Alvarez');
    fireEvent.click(
      within(profile).getByRole('button', { name: 'Invite Ben Alvarez to the portal' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invite Ben Alvarez to the portal' });
    fireEvent.change(within(dialog).getByLabelText('Portal permissions'), {
      target: { value: 'director' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/staff/5/invitation',
          body: { role: 'director', language: 'en' },
        },
      ]),
    );
  });

  it('invite from Add Staff Member, ticked by default', async () => {
    show(director);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Staff Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Staff Member' });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('First Name', 'Ada');
    fill('Last Name', 'Alvarez');
    fill('Role', 'Lead Teacher');
    fill('Phone', '(555) 100-2000');
    fill('Email', 'ada@example.com');
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Invite to the portal: an e-mail to choose a password',
      }),
    ).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Staff Member' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/staff',
      body: { email: 'ada@example.com', invitation: { role: 'staff', language: 'en' } },
    });
  });

  it('are not shown to the rest of the staff', async () => {
    show({ role: 'staff', staffId: 3, actions: ['staff.read', 'staff.duty'] });
    const profile = await profileOf('Tom Alvarez');
    expect(within(profile).queryByText('Sign-in')).toBeNull();
  });
});
