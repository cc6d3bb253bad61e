// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvitationListItem } from '../../../contract/invitations.ts';
import type { ParentAccountListItem } from '../../../contract/parent-accounts.ts';
import { i18n } from '../../i18n/i18n.ts';
import { InvitationCards } from './invitation-cards.tsx';
import { InvitationsTable } from './invitations-table.tsx';
import { ParentAccountCards } from './parent-account-cards.tsx';
import { ParentAccountsTable } from './parent-accounts-table.tsx';
import { TableOrCards } from './table.tsx';

const account: ParentAccountListItem = {
  id: 4,
  firstName: 'Priya',
  lastName: 'Patel',
  email: 'priya.patel.with.a.long.address@example.org',
  phoneNumber: '(555) 201-3344',
  subscriptionStatus: 'active',
  subscriptionPlan: 'weekly',
  subscriptionAmount: 35_000,
  paymentStatus: 'failed',
  nextBillingDate: '2026-11-23',
  registrationDate: '2026-01-15T15:00:00.000Z',
  children: ['Aarav Patel', 'Anika Patel'],
  isActive: true,
  twoStepOn: false,
};

const invitation = (over: Partial<InvitationListItem>): InvitationListItem => ({
  id: 7,
  childId: 3,
  childName: 'Jayden Lee',
  email: 'lee.family@example.org',
  phoneNumber: '(555) 404-5060',
  status: 'pending',
  createdAt: '2026-11-16T15:00:00.000Z',
  expiresAt: '2026-11-23T15:00:00.000Z',
  acceptedAt: null,
  invitationLink: 'http://localhost/parent-register?code=abc',
  ...over,
});

afterEach(cleanup);

function show(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </QueryClientProvider>,
  );
}

describe('Parent Management on a phone', () => {
  it('shows each family as a card with the table’s columns as labels', () => {
    show(<ParentAccountCards accounts={[account]} billing />);
    const list = screen.getByRole('list', { name: 'Parent accounts' });
    const card = within(list).getByRole('article', { name: 'Priya Patel' });
    expect(within(card).getByText('Aarav Patel, Anika Patel')).toBeTruthy();
    for (const label of ['Contact', 'Subscription', 'Payment Status', 'Next Billing', 'Registered'])
      expect(within(card).getByText(label).tagName).toBe('DT');
    expect(within(card).getByText(account.email)).toBeTruthy();
    expect(within(card).getByText('$350.00/week', { exact: false })).toBeTruthy();
    expect(within(card).getByText('Failed')).toBeTruthy();
  });

  it('shows a teacher each family without its finances (issue 35)', () => {
    // What the server sends staff without the billing permission: no billing columns.
    const {
      subscriptionStatus: _s,
      subscriptionPlan: _p,
      subscriptionAmount: _a,
      paymentStatus: _ps,
      nextBillingDate: _n,
      ...family
    } = account;
    show(<ParentAccountCards accounts={[family]} billing={false} />);
    const card = screen.getByRole('article', { name: 'Priya Patel' });
    const labels = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(['Contact', 'Registered']);
    cleanup();
    show(<ParentAccountsTable accounts={[family]} billing={false} />);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Parent', 'Contact', 'Registered']);
    expect(screen.getByText('Aarav Patel, Anika Patel')).toBeTruthy();
  });

  it('shows a director the billing columns in the table', () => {
    show(<ParentAccountsTable accounts={[account]} billing />);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Parent',
      'Contact',
      'Subscription',
      'Payment Status',
      'Next Billing',
      'Registered',
    ]);
    expect(screen.getByText('Failed')).toBeTruthy();
  });

  it('shows each invitation as a card with the table’s actions, 44 px tall', () => {
    show(<InvitationCards invitations={[invitation({})]} />);
    const card = screen.getByRole('article', { name: 'lee.family@example.org' });
    expect(within(card).getByText('for Jayden Lee')).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    const names = within(card)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Copy Link for lee.family@example.org',
      'Revoke invitation for lee.family@example.org',
      'Resend invitation to lee.family@example.org',
    ]);
    for (const button of within(card).getAllByRole('button'))
      expect(button.className).toContain('min-h-11');
  });

  it('offers no action for an accepted invitation, in the table as on the cards', () => {
    show(
      <InvitationsTable invitations={[invitation({ status: 'accepted', invitationLink: null })]} />,
    );
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).getByText('Accepted')).toBeTruthy();
  });

  it('puts the table first, the cards second, and says when there is nothing', () => {
    show(<TableOrCards count={1} empty="None" table={<p>table</p>} cards={<p>cards</p>} />);
    const [table, cards] = [screen.getByText('table'), screen.getByText('cards')];
    expect(table.parentElement?.className).toBe('hidden md:block');
    expect(cards.parentElement?.className).toBe('md:hidden');
    cleanup();
    show(<TableOrCards count={0} empty="None" table={<p>table</p>} cards={<p>cards</p>} />);
    expect(screen.getByText('None')).toBeTruthy();
    expect(screen.queryByText('table')).toBeNull();
  });
});
