import { describe, expect, it } from 'vitest';
import type { ParentAccountListItem } from '../../../../contract/parent-accounts.ts';
import { getJson, payerIdOf, separatedParents } from '../../../../test/api/billing-fixtures.ts';
import { testApp } from '../../../../test/api/test-app.ts';

// Parent Management's Subscription, Payment Status and Next Billing columns, and the Active
// Subscriptions and Payment Issues cards counted from them, come from billing (decision 034).
const t = testApp();
const { cookie } = t;

const accounts = () => getJson<ParentAccountListItem[]>(t, cookie.director, '/api/parent-accounts');
const byEmail = (list: ParentAccountListItem[], email: string) =>
  list.find((a) => a.email === email)!;
const paymentIssues = (list: ParentAccountListItem[]) =>
  list.filter((a) => a.paymentStatus === 'failed' || a.subscriptionStatus === 'past_due');

describe('Parent Management’s billing columns', () => {
  it('show each parent’s plan, their part of it, their state and the next billing date', async () => {
    const list = await accounts();
    expect(byEmail(list, 'parent@example.com')).toMatchObject({
      subscriptionPlan: 'weekly',
      subscriptionStatus: 'active',
      // Two children at 350.00 a week.
      subscriptionAmount: 70000,
      nextBillingDate: '2026-11-23',
    });
    expect(byEmail(list, separatedParents.sarah)).toMatchObject({ subscriptionAmount: 21000 });
    expect(byEmail(list, separatedParents.ryan)).toMatchObject({ subscriptionAmount: 14000 });
    expect(byEmail(list, 'michael.nguyen@families.example')).toMatchObject({
      subscriptionPlan: 'monthly',
      subscriptionAmount: 140000,
      nextBillingDate: '2026-12-01',
    });
    expect(byEmail(list, 'ashley.robinson@families.example')).toMatchObject({
      subscriptionStatus: 'past_due',
      paymentStatus: 'overdue',
    });
    expect(
      paymentIssues(list)
        .map((a) => a.lastName)
        .sort(),
    ).toEqual(["O'Brien", 'Robinson']);
  });

  it('follow the ledger: paying what is overdue ends the payment issue', async () => {
    const payerId = await payerIdOf(t, 'ashley.robinson@families.example');
    const res = await t.request({
      method: 'POST',
      url: `/api/billing/payers/${payerId}/payments`,
      cookie: cookie.director,
      payload: { amountCents: 70000, method: 'cash', receivedOn: '2026-11-18' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const robinson = byEmail(await accounts(), 'ashley.robinson@families.example');
    // This week's invoice is still open (due Friday): pending, no longer past due.
    expect(robinson).toMatchObject({ subscriptionStatus: 'active', paymentStatus: 'pending' });
    expect(paymentIssues(await accounts()).map((a) => a.lastName)).toEqual(["O'Brien"]);
  });
});
