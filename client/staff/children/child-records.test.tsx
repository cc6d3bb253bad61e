// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildResponse, WithdrawnChild } from '../../../contract/children.ts';
import type * as ToastStore from '../../components/ui/toast-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setCurrentUser } from '../../lib/current-user.ts';
import { ChildrenPage } from './children-page.tsx';

/* A child's record after enrolment (decision 061): edit, move, withdraw, re-enrol. */

const toasts = vi.hoisted(() => [] as { title: string }[]);
vi.mock('../../components/ui/toast-store.ts', async (original) => ({
  ...(await original<typeof ToastStore>()),
  toast: (input: { title: string }) => {
    toasts.push(input);
    return { id: toasts.length, dismiss: () => {} };
  },
}));

const emma: ChildResponse = {
  id: 1,
  firstName: 'Emma',
  lastName: 'Johnson',
  dateOfBirth: '2023-03-14',
  room: 'Toddler Room',
  allergies: 'None',
  medicalInfo: '',
  emergencyContact: 'TBD - To be collected during parent invitation',
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

const leo: WithdrawnChild = {
  id: 2,
  firstName: 'Leo',
  lastName: 'Gone',
  dateOfBirth: '2022-01-01',
  room: 'Preschool Room',
  lastDay: '2026-10-30',
  reason: 'Family moved away',
  returnsOn: null,
};

const rooms = [
  {
    id: 10,
    name: 'Infant Room',
    shortName: 'Infants',
    filterKey: 'infants',
    childrenPerStaff: 4,
    sortOrder: 1,
  },
  {
    id: 11,
    name: 'Toddler Room',
    shortName: 'Toddlers',
    filterKey: 'toddlers',
    childrenPerStaff: 6,
    sortOrder: 2,
  },
  {
    id: 12,
    name: 'Preschool Room',
    shortName: 'Preschool',
    filterKey: 'preschool',
    childrenPerStaff: 10,
    sortOrder: 3,
  },
];

let child: ChildResponse;
let sent: { method: string; path: string; body: unknown }[];
let answer: (path: string) => Response | null;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  toasts.length = 0;
  sent = [];
  child = emma;
  answer = () => null;
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      const body = init.body ? JSON.parse(String(init.body)) : null;
      sent.push({ method, path, body });
      const given = answer(path);
      if (given) return given;
      if (method === 'PATCH') {
        child = { ...child, ...body };
        return json(child);
      }
      if (path.endsWith('/room-moves')) return json(child);
      return new Response(null, { status: 204 });
    }
    if (path === '/api/children') return json([child]);
    if (path === '/api/children/drafts') return json([]);
    if (path === '/api/children/withdrawn') return json([leo]);
    if (path === '/api/rooms') return json(rooms);
    if (path === '/api/dashboard/stats')
      return json({
        totalChildren: 1,
        presentToday: 0,
        attendanceRate: 0,
        staffOnDuty: 1,
        pendingReports: 0,
        date: '2026-11-18',
      });
    return json({ message: 'not stubbed' }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const staffActions = ['child.read', 'child.create', 'child.update', 'dashboard.read'];
const directorActions = [...staffActions, 'child.move', 'child.remove'];

function show(actions: string[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  setCurrentUser({
    userId: 1,
    role: actions.includes('child.move') ? 'director' : 'staff',
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

async function openProfile() {
  await screen.findByRole('article', { name: 'Emma Johnson' }, { timeout: 5000 });
  fireEvent.click(await screen.findByRole('button', { name: /^View ?Emma Johnson$/ }));
  return screen.findByRole('dialog', { name: 'Child Profile' });
}

describe('the Child Profile’s changes', () => {
  it('lets staff edit the record, placeholders as empty fields, and sends only what changed', async () => {
    show(staffActions);
    const profile = await openProfile();
    expect(within(profile).queryByRole('button', { name: 'Move to another room' })).toBeNull();
    expect(within(profile).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    const edit = within(profile).getByRole('button', { name: 'Edit' });
    fireEvent.click(edit);

    const dialog = await screen.findByRole('dialog', { name: 'Edit Child' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect(field('First Name').value).toBe('Emma');
    expect(field("Driver's License").value).toBe('');
    expect(field('Emergency Contact').value).toBe('');
    expect(dialog.textContent).not.toMatch(/\bTBD\b/);

    fireEvent.change(field('Allergies'), { target: { value: 'Peanuts' } });
    fireEvent.change(field('First Name'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('First name is required')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(field('First Name'), { target: { value: 'Emma' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PATCH', path: '/api/children/1', body: { allergies: 'Peanuts' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Child' })).toBeNull());
    expect(toasts.map((t) => t.title)).toEqual(['Child updated']);
    // The profile shows the saved record, and focus is back on Edit.
    await waitFor(() => expect(within(profile).getByText('Peanuts')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('puts the server’s messages under their fields', async () => {
    answer = (path) =>
      path === '/api/children/1'
        ? json(
            {
              message: 'Date of birth cannot be in the future',
              code: 'errors.dateOfBirthFuture',
              fieldErrors: { dateOfBirth: 'Date of birth cannot be in the future' },
            },
            400,
          )
        : null;
    show(staffActions);
    fireEvent.click(within(await openProfile()).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Child' });
    fireEvent.change(within(dialog).getByLabelText('Date of Birth'), {
      target: { value: '2026-12-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Date of birth cannot be in the future')).toBeTruthy();
  });

  it('lets a director move the child from an effective day', async () => {
    show(directorActions);
    fireEvent.click(
      within(await openProfile()).getByRole('button', { name: 'Move to another room' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move to Another Room' });
    const date = (await within(dialog).findByLabelText('Effective date')) as HTMLInputElement;
    expect(date.value).toBe('2026-11-18');
    await within(dialog).findByRole('option', { name: 'Infant Room' });
    fireEvent.change(within(dialog).getByLabelText('Room'), { target: { value: '10' } });
    fireEvent.change(date, { target: { value: '2026-12-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Child' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/children/1/room-moves',
          body: { roomId: 10, from: '2026-12-01' },
        },
      ]),
    );
    expect(toasts.map((t) => t.title)).toEqual(['Room move saved']);
  });

  it('says what is planned: a room move and a last day', async () => {
    child = {
      ...emma,
      nextRoom: { room: 'Infant Room', from: '2026-12-01' },
      withdrawal: { lastDay: '2026-12-19', reason: 'Moving abroad' },
    };
    show(directorActions);
    const profile = await openProfile();
    expect(within(profile).getByText(/Moves to the Infant Room on/)).toBeTruthy();
    expect(
      within(profile).getByText(/Last day at the centre: .*Reason: Moving abroad/),
    ).toBeTruthy();
    // Recorded already: no second withdrawal.
    expect(within(profile).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});

describe('Remove, as a withdrawal', () => {
  it('keeps the spec’s confirmation and asks for the last day and a reason', async () => {
    show(directorActions);
    await screen.findByRole('article', { name: 'Emma Johnson' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: /^Remove ?Emma Johnson$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Emma Johnson?' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to remove this child? This action cannot be undone.',
      ),
    ).toBeTruthy();
    const lastDay = (await within(dialog).findByLabelText('Last day')) as HTMLInputElement;
    await waitFor(() => expect(lastDay.value).toBe('2026-11-18'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Child' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Family moving away' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Child' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/children/1/withdrawal',
          body: { lastDay: '2026-11-18', reason: 'Family moving away' },
        },
      ]),
    );
    expect(toasts.map((t) => t.title)).toEqual(['Child removed successfully']);
  });

  it('lists the children who left for directors, and re-enrols one', async () => {
    show(directorActions);
    const region = await screen.findByRole('region', { name: 'Withdrawn (1)' });
    const toggle = within(region).getByRole('button', { name: 'Show' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(region).getByText('Family moved away')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Re-enroll Leo Gone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-enroll Child' });
    const from = (await within(dialog).findByLabelText('First day back')) as HTMLInputElement;
    expect(from.value).toBe('2026-11-18');
    expect((within(dialog).getByLabelText('Room') as HTMLSelectElement).value).toBe('12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-enroll' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/children/2/re-enrolment',
          body: { roomId: 12, from: '2026-11-18' },
        },
      ]),
    );
  });

  it('is not there for staff', async () => {
    show(staffActions);
    expect(
      await screen.findByRole('article', { name: 'Emma Johnson' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Withdrawn/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove ?Emma Johnson$/ })).toBeNull();
  });
});
