// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParentAccountListItem } from '../../../contract/parent-accounts.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setCurrentUser } from '../../lib/current-user.ts';
import { ParentManagementPage } from './parent-management-page.tsx';

const family: ParentAccountListItem = {
  id: 4,
  firstName: 'Priya',
  lastName: 'Patel',
  email: 'priya@example.org',
  phoneNumber: '(555) 201-3344',
  registrationDate: '2026-01-15T15:00:00.000Z',
  children: ['Aarav Patel'],
  isActive: true,
  twoStepOn: false,
};
const billing = {
  subscriptionStatus: 'past_due',
  subscriptionPlan: 'weekly',
  subscriptionAmount: 35_000,
  paymentStatus: 'overdue',
  nextBillingDate: '2026-11-23',
};

let accounts: ParentAccountListItem[];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', async (path: string) => {
    if (path === '/api/parent-accounts') return json(accounts);
    if (path.startsWith('/api/parent-invitations/summary')) return json({ pending: 2 });
    if (path.startsWith('/api/parent-invitations')) return json([]);
    return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(actions: string[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  setCurrentUser({
    userId: 1,
    role: actions.includes('billing.read') ? 'director' : 'staff',
    displayName: 'Someone',
    email: 'someone@example.com',
    photo: null,
    staffId: 1,
    actions,
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/parent-management']}>
          <ParentManagementPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Family summary' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Parent Management’s counters (issue 35)', () => {
  it('count no subscriptions or payment issues for a teacher', async () => {
    accounts = [family];
    show(['parentAccount.read', 'parentInvitation.manage']);
    expect(await cards()).toEqual(['Total Families1', 'Pending Invitations2']);
    expect(screen.queryByText(/Payment/)).toBeNull();
    expect(screen.queryByText(/Subscription/)).toBeNull();
  });

  it('count them for a director', async () => {
    accounts = [{ ...family, ...billing }];
    show(['parentAccount.read', 'parentInvitation.manage', 'billing.read', 'billing.manage']);
    expect(await cards()).toEqual([
      'Total Families1',
      'Active Subscriptions0',
      'Pending Invitations2',
      'Payment Issues1',
    ]);
  });
});
