// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ChildGuardiansResponse,
  GuardianRemovalPreview,
} from '../../../contract/guardians.ts';
import type * as ToastStore from '../../components/ui/toast-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setCurrentUser } from '../../lib/current-user.ts';
import { ChildGuardians } from './child-guardians.tsx';

const toasts = vi.hoisted(() => [] as { title: string }[]);
vi.mock('../../components/ui/toast-store.ts', async (original) => ({
  ...(await original<typeof ToastStore>()),
  toast: (input: { title: string }) => {
    toasts.push(input);
    return { id: toasts.length, dismiss: () => {} };
  },
}));

const child = { id: 4, firstName: 'Emma', lastName: 'Johnson' };
const sarah = {
  parentAccountId: 11,
  firstName: 'Sarah',
  lastName: 'Johnson',
  email: 'sarah@example.org',
  phoneNumber: '(555) 010-1010',
  relationship: 'parent',
  linkedAt: '2026-01-05T15:00:00.000Z',
  isActive: true,
};
const listed: ChildGuardiansResponse = {
  guardians: [
    sarah,
    { ...sarah, parentAccountId: 12, firstName: 'Tom', email: 'tom@example.org', isActive: false },
  ],
  enrolmentContact: {
    parentName: 'Sarah Johnson',
    parentPhone: '(555) 010-1010',
    parentEmail: 'sarah@example.org',
    relationship: 'parent',
    emergencyContact: 'Grandma',
  },
  invitations: [
    {
      id: 3,
      email: 'ana@example.org',
      status: 'pending',
      createdAt: '2026-11-18T15:00:00.000Z',
      expiresAt: '2026-12-02T15:00:00.000Z',
    },
  ],
};
const preview: GuardianRemovalPreview = {
  guardian: sarah,
  otherGuardians: 1,
  billing: {
    accountId: 8,
    children: ['Emma Johnson'],
    payer: { id: 21, shareBasisPoints: 6000, balanceCents: 12500 },
    sharesIfRemoved: [{ payerId: 22, name: 'Tom Johnson', shareBasisPoints: 10000 }],
    keptChildren: [],
  },
};

let sent: { method: string; path: string; body: unknown }[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  toasts.length = 0;
  sent = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({ method, path, body: JSON.parse(String(init.body ?? '{}')) });
      return json({ childId: 4, parentAccountId: 11, payer: 'removed' });
    }
    if (path === '/api/children/4/guardians') return json(listed);
    if (path === '/api/children/4/guardians/11/removal') return json(preview);
    return json({ message: 'not stubbed' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(actions: string[]) {
  setCurrentUser({
    userId: 1,
    role: 'director',
    displayName: 'Dana',
    email: 'dana@example.com',
    photo: null,
    staffId: 1,
    actions: actions as never,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ChildGuardians child={child} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the Guardians section of the Child Profile', () => {
  it('lists the guardians, a deactivated account, and the links still to be confirmed', async () => {
    show(['guardian.read']);
    const section = await screen.findByRole('region', { name: 'Guardians' });
    await within(section).findByText('sarah@example.org · (555) 010-1010');
    expect(within(section).getByText('Deactivated')).toBeTruthy();
    expect(within(section).getByText(/^ana@example\.org: invited/)).toBeTruthy();
    // Staff without the actions see no buttons.
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('offers staff the invitation and directors the removal', async () => {
    show(['guardian.read', 'parentInvitation.manage']);
    const section = await screen.findByRole('region', { name: 'Guardians' });
    await within(section).findByText('sarah@example.org · (555) 010-1010');
    expect(within(section).getByRole('button', { name: 'Invite a guardian' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /^Remove access/ })).toBeNull();
  });

  it('asks the director about the payer before removing, and sends the choice', async () => {
    show(['guardian.read', 'guardian.remove']);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove access: Sarah Johnson' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove Sarah Johnson’s access to Emma Johnson?',
    });
    await within(dialog).findByText(/pays 60 % of the billing account of Emma Johnson/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(
      await within(dialog).findByText('Please choose whether they keep paying for this account'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Remove them as payer/ }));
    expect(within(dialog).getByText(/the shares become Tom Johnson 100 %/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'Court order' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/children/4/guardians/11/remove',
          body: { payer: 'remove', reason: 'Court order' },
        },
      ]),
    );
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Sarah Johnson no longer has access to Emma Johnson',
      }),
    );
  });
});
