import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountListItem,
  InvoiceResponse,
  MyBillingResponse,
  PaymentResponse,
} from '../../../contract/billing-views.ts';
import { billingAccountPlans, billingPayers } from '../../db/schema/index.ts';
import { getJson, payerIdOf, separatedParents } from '../../../test/api/billing-fixtures.ts';
import { testApp } from '../../../test/api/test-app.ts';

// Who sees whose money (decision 034): directors everything; a parent only their own payer
// records, so the two parents of a separated family each see only their own share; the rest
// of the staff nothing.
const t = testApp();
const { cookie } = t;
const sarah = { payerId: 0, cookie: '', invoiceId: 0, paymentId: 0 };
const ryan = { payerId: 0, cookie: '' };

beforeAll(async () => {
  sarah.payerId = await payerIdOf(t, separatedParents.sarah);
  ryan.payerId = await payerIdOf(t, separatedParents.ryan);
  sarah.cookie = await t.login(separatedParents.sarah, { portal: 'parent' });
  ryan.cookie = await t.login(separatedParents.ryan, { portal: 'parent' });
  const invoices = await getJson<InvoiceResponse[]>(
    t,
    sarah.cookie,
    `/api/billing/payers/${sarah.payerId}/invoices`,
  );
  sarah.invoiceId = invoices[0]!.id;
  const payments = await getJson<PaymentResponse[]>(
    t,
    sarah.cookie,
    `/api/billing/payers/${sarah.payerId}/payments`,
  );
  sarah.paymentId = payments[0]!.id;
});

const status = async (
  url: string,
  who?: string,
  method: 'GET' | 'POST' = 'GET',
  payload?: object,
) => (await t.request({ method, url, cookie: who, payload })).statusCode;

describe('billing, by who asks', () => {
  it('shows each parent of a separated family only their own share and history', async () => {
    const mine = await getJson<MyBillingResponse>(t, ryan.cookie, '/api/billing/mine');
    expect(mine.payers.map((p) => p.payer.id)).toEqual([ryan.payerId]);
    expect(mine.payers[0]).toMatchObject({
      payer: { shareBasisPoints: 4000, name: 'Ryan Thompson' },
      plan: { cycle: 'weekly' },
      // 40 % of 350.00 a week.
      periodAmountCents: 14000,
    });
    const hers = await getJson<MyBillingResponse>(t, sarah.cookie, '/api/billing/mine');
    expect(hers.payers[0]).toMatchObject({ periodAmountCents: 21000 });
    for (const url of [
      `/api/billing/payers/${sarah.payerId}`,
      `/api/billing/payers/${sarah.payerId}/invoices`,
      `/api/billing/payers/${sarah.payerId}/payments`,
      `/api/billing/payers/${sarah.payerId}/ledger`,
      `/api/billing/invoices/${sarah.invoiceId}`,
      `/api/billing/invoices/${sarah.invoiceId}/pdf`,
      `/api/billing/payments/${sarah.paymentId}/receipt`,
    ]) {
      expect(await status(url, ryan.cookie), url).toBe(404);
      expect(await status(url, cookie.parent), url).toBe(404);
      expect(await status(url, sarah.cookie), url).toBe(200);
      expect(await status(url, cookie.director), url).toBe(200);
      // The rest of the staff see no family's money; nobody signed out sees anything.
      expect(await status(url, cookie.teacher), url).toBe(403);
      expect(await status(url, undefined), url).toBe(401);
    }
  });

  it('never shows a parent a third party’s record, even on their own account', async () => {
    const [subsidy] = await t.database.db
      .select({ id: billingPayers.id })
      .from(billingPayers)
      .where(eq(billingPayers.thirdPartyName, 'Brookside Child Care Subsidy Program'));
    const kim = await t.login('david.kim@families.example', { portal: 'parent' });
    expect(await status(`/api/billing/payers/${subsidy!.id}`, kim)).toBe(404);
    const mine = await getJson<MyBillingResponse>(t, kim, '/api/billing/mine');
    expect(mine.payers.map((p) => p.payer.kind)).toEqual(['guardian']);
    // What the family pays after the subsidy's 100.00.
    expect(mine.payers[0]!.periodAmountCents).toBe(25000);
  });

  it('keeps recording payments, adjustments and settings to directors', async () => {
    const payment = { amountCents: 100, method: 'cash', receivedOn: '2026-11-18' };
    const url = `/api/billing/payers/${sarah.payerId}/payments`;
    expect(await status(url, cookie.teacher, 'POST', payment)).toBe(403);
    expect(await status(url, sarah.cookie, 'POST', payment)).toBe(403);
    expect(await status(url, undefined, 'POST', payment)).toBe(401);
    expect(await status('/api/billing/accounts', cookie.teacher)).toBe(403);
    expect(await status('/api/billing/accounts', sarah.cookie)).toBe(403);
    expect(await status('/api/billing/late-fees', cookie.teacher)).toBe(403);
    expect(await status('/api/billing/mine', cookie.director)).toBe(403);
  });

  it('lists the accounts of one state for directors', async () => {
    const overdue = await getJson<AccountListItem[]>(
      t,
      cookie.director,
      '/api/billing/accounts?status=overdue',
    );
    const names = overdue.flatMap((a) => a.payers.map((p) => p.name)).sort();
    expect(names).toEqual(['Ashley Robinson', "Kevin O'Brien"]);
    expect(overdue.every((a) => a.status === 'overdue' && a.balanceCents === 105000)).toBe(true);
    const all = await getJson<AccountListItem[]>(
      t,
      cookie.director,
      '/api/billing/accounts?limit=200',
    );
    expect(all.length).toBe(34);
    const separated = all.find((a) => a.payers.some((p) => p.id === sarah.payerId))!;
    expect(separated.payers.map((p) => [p.name, p.shareBasisPoints])).toEqual([
      ['Sarah Thompson', 6000],
      ['Ryan Thompson', 4000],
    ]);
  });
});

describe('paying online', () => {
  it('is unavailable in this build: the parent is told so (the spec’s Payment Unavailable)', async () => {
    const mine = await getJson<MyBillingResponse>(t, cookie.parent, '/api/billing/mine');
    expect(mine.onlinePayment).toEqual({ available: false, reason: 'unavailable' });
  });

  it('asks for a plan first when the family has none (Please select a plan)', async () => {
    const payerId = await payerIdOf(t, 'parent2@example.com');
    const [payer] = await t.database.db
      .select({ accountId: billingPayers.accountId })
      .from(billingPayers)
      .where(eq(billingPayers.id, payerId));
    await t.database.db
      .delete(billingAccountPlans)
      .where(inArray(billingAccountPlans.accountId, [payer!.accountId]));
    const mine = await getJson<MyBillingResponse>(t, cookie.parent2, '/api/billing/mine');
    expect(mine.onlinePayment).toEqual({ available: false, reason: 'noPlan' });
    expect(mine.payers[0]).toMatchObject({
      plan: null,
      periodAmountCents: null,
      nextBillingDate: null,
    });
  });
});

describe('payment instructions', () => {
  it('are the centre’s own, written by a director, read by parents', async () => {
    const before = await getJson(t, cookie.parent, '/api/payment-instructions');
    // The demo centre's, as its seed wrote them.
    expect(before).toMatchObject({ payeeName: 'Sunny Days Child Care LLC', configured: true });
    const written = {
      payeeName: 'Sunny Days Child Care Inc.',
      bankDetails: 'Brookside Community Bank · routing 021000021 · account 4455667788',
      checkAddress: '100 Main Street, Brookside, NY 12534',
      reference: 'Your invoice number',
    };
    const res = await t.request({
      method: 'PUT',
      url: '/api/payment-instructions',
      cookie: cookie.director,
      payload: written,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await getJson(t, cookie.parent, '/api/payment-instructions')).toEqual({
      ...written,
      configured: true,
    });
    const cleared = await t.request({
      method: 'PUT',
      url: '/api/payment-instructions',
      cookie: cookie.director,
      payload: {},
    });
    expect(cleared.json()).toEqual({
      payeeName: '',
      bankDetails: '',
      checkAddress: '',
      reference: '',
      configured: false,
    });
    expect(await status('/api/payment-instructions', cookie.teacher)).toBe(403);
    expect(await status('/api/payment-instructions', cookie.parent, 'GET')).toBe(200);
  });
});
