import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  InvoiceResponse,
  LedgerEntryResponse,
  PayerDetail,
  PaymentResponse,
} from '../../../../contract/billing-views.ts';
import { nextCursorHeader } from '../../../../contract/http.ts';
import { auditLog, billingLedgerEntries } from '../../../db/schema/index.ts';
import {
  getJson,
  ledgerSum,
  payerIdOf,
  runInvoicing,
} from '../../../../test/api/billing-fixtures.ts';
import { testApp } from '../../../../test/api/test-app.ts';

// The test clock: Wednesday 2026-11-18. The Robinsons stopped paying three weeks ago: their
// invoices of 2 November (due the 6th) and 9 November (due the 13th) are overdue, this
// week's (due the 20th) is pending.
const t = testApp();
const { cookie } = t;
const robinson = { email: 'ashley.robinson@families.example', payerId: 0, cookie: '' };

beforeAll(async () => {
  robinson.payerId = await payerIdOf(t, robinson.email);
  robinson.cookie = await t.login(robinson.email, { portal: 'parent' });
});

const payer = (who = cookie.director) =>
  getJson<PayerDetail>(t, who, `/api/billing/payers/${robinson.payerId}`);
const pay = (payload: object, who = cookie.director) =>
  t.request({
    method: 'POST',
    url: `/api/billing/payers/${robinson.payerId}/payments`,
    cookie: who,
    payload,
  });
const adjust = (payload: object) =>
  t.request({
    method: 'POST',
    url: `/api/billing/payers/${robinson.payerId}/adjustments`,
    cookie: cookie.director,
    payload,
  });

/** Every ledger entry, page after page (newest first), as the API gives them. */
async function wholeLedger(who = cookie.director) {
  const entries: LedgerEntryResponse[] = [];
  let before: string | undefined;
  do {
    const res = await t.request({
      method: 'GET',
      url: `/api/billing/payers/${robinson.payerId}/ledger?limit=7${before ? `&before=${before}` : ''}`,
      cookie: who,
    });
    expect(res.statusCode, res.body).toBe(200);
    entries.push(...(res.json() as LedgerEntryResponse[]));
    before = res.headers[nextCursorHeader.toLowerCase()] as string | undefined;
  } while (before);
  return entries;
}

describe('the ledger', () => {
  it('gives a balance that is the sum of the entries', async () => {
    const detail = await payer();
    const entries = await wholeLedger();
    expect(entries.length).toBeGreaterThan(7);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    const sum = entries.reduce((total, e) => total + e.amountCents, 0);
    expect(detail.payer.balanceCents).toBe(sum);
    expect(sum).toBe(await ledgerSum(t, robinson.payerId));
    // Three weeks unpaid at 350.00.
    expect(sum).toBe(105000);
    expect(detail.payer.status).toBe('overdue');
    expect(detail.openInvoices.map((i) => [i.periodStart, i.status])).toEqual([
      ['2026-11-02', 'overdue'],
      ['2026-11-09', 'overdue'],
      ['2026-11-16', 'pending'],
    ]);
  });

  it('has no route that changes or removes an entry, an invoice or a payment', () => {
    const changing = t.app.apiRoutes.filter(
      (r) =>
        ['PUT', 'PATCH', 'DELETE'].includes(r.method) &&
        /\/(ledger|invoices|payments|adjustments|late-fees)/.test(r.url),
    );
    expect(changing).toEqual([]);
  });

  it('refuses, in the database itself, to change or delete an entry', async () => {
    await expect(
      t.database.db.execute(sql`update billing_ledger_entries set amount_cents = 1`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from billing_invoices`)).rejects.toThrow();
  });
});

describe('recording a payment', () => {
  it('applies it to the oldest open invoices first and keeps the rest as credit', async () => {
    const res = await pay({
      amountCents: 50000,
      method: 'check',
      checkNumber: '1187',
      receivedOn: '2026-11-18',
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json() as PaymentResponse;
    const [oldest, next] = (await payer()).openInvoices;
    expect(payment).toMatchObject({
      amountCents: 50000,
      method: 'check',
      checkNumber: '1187',
      receivedOn: '2026-11-18',
      appliedTo: [
        { invoiceNumber: expect.stringMatching(/^W20261102-/), amountCents: 35000 },
        { invoiceNumber: expect.stringMatching(/^W20261109-/), amountCents: 15000 },
      ],
    });
    // The 2 November invoice is paid; the 9th's has 200.00 left and is still overdue.
    expect(oldest).toMatchObject({
      periodStart: '2026-11-09',
      outstandingCents: 20000,
      status: 'overdue',
    });
    expect(next).toMatchObject({ periodStart: '2026-11-16', outstandingCents: 35000 });
    expect(await ledgerSum(t, robinson.payerId)).toBe(55000);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(payment.id)));
    expect(audit.map((a) => a.action)).toEqual(['billing.payment.record']);
  });

  it('pays everything off and keeps an overpayment for the next invoice', async () => {
    const res = await pay({
      amountCents: 60000,
      method: 'bank_transfer',
      receivedOn: '2026-11-18',
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = await payer();
    expect(detail.openInvoices).toEqual([]);
    expect(detail.payer).toMatchObject({ balanceCents: -5000, status: 'paid' });
    // Next week's invoice takes the 50.00 of credit at once.
    await runInvoicing(t, cookie.director, 'weekly', '2026-11-23');
    const [nextWeek] = (await payer()).openInvoices;
    expect(nextWeek).toMatchObject({
      periodStart: '2026-11-23',
      paidCents: 5000,
      outstandingCents: 30000,
    });
  });

  it('explains what is wrong with a payment, in the reader’s words', async () => {
    const cases: [object, number, string, string][] = [
      [
        { amountCents: 100, method: 'check', receivedOn: '2026-11-18' },
        400,
        'errors.checkNumberRequired',
        'checkNumber',
      ],
      [
        { amountCents: 0, method: 'cash', receivedOn: '2026-11-18' },
        400,
        'errors.billingAmountRange',
        'amountCents',
      ],
      [
        { amountCents: 100, method: 'bitcoin', receivedOn: '2026-11-18' },
        400,
        'errors.paymentMethod',
        'method',
      ],
      [
        { amountCents: 100, method: 'cash', receivedOn: '2026-11-19' },
        400,
        'errors.futureDate',
        'receivedOn',
      ],
    ];
    for (const [payload, status, code, field] of cases) {
      const res = await pay(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ code, fieldCodes: { [field]: { code } } });
    }
    expect((await pay(cases[0]![0])).json().message).toBe('Please enter the check number');
  });

  it('gives the payer a receipt and their invoices as PDFs', async () => {
    const payments = await getJson<PaymentResponse[]>(
      t,
      robinson.cookie,
      `/api/billing/payers/${robinson.payerId}/payments`,
    );
    const receipt = await t.request({
      method: 'GET',
      url: payments[0]!.receiptPath,
      cookie: robinson.cookie,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toMatch(
      /^attachment; filename="receipt-R-\d{6}\.pdf"$/,
    );
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const invoices = await getJson<InvoiceResponse[]>(
      t,
      robinson.cookie,
      `/api/billing/payers/${robinson.payerId}/invoices`,
    );
    const pdf = await t.request({
      method: 'GET',
      url: invoices[0]!.pdfPath,
      cookie: robinson.cookie,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('credits, charges and corrections', () => {
  it('adds each as a new entry with its reason and author, never editing one', async () => {
    const before = await ledgerSum(t, robinson.payerId);
    const credit = await adjust({
      kind: 'credit',
      amountCents: 2500,
      reason: 'Closed for a snow day',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({
      kind: 'credit',
      amountCents: -2500,
      reason: 'Closed for a snow day',
      createdBy: 'Dana Whitfield',
    });
    const charge = await adjust({
      kind: 'charge',
      amountCents: 1500,
      reason: 'Field trip to the farm',
    });
    expect(charge.json()).toMatchObject({ kind: 'charge', chargeKind: 'other', amountCents: 1500 });
    const correction = await adjust({ kind: 'adjustment', amountCents: -100, reason: 'Rounding' });
    expect(correction.json()).toMatchObject({ kind: 'adjustment', amountCents: -100 });
    expect(await ledgerSum(t, robinson.payerId)).toBe(before - 2500 + 1500 - 100);
    const [entries] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(billingLedgerEntries)
      .where(eq(billingLedgerEntries.reason, 'Field trip to the farm'));
    expect(entries!.n).toBe(1);
  });

  it('needs a reason, and a positive amount for a credit or a charge', async () => {
    const noReason = await adjust({ kind: 'credit', amountCents: 100, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'errors.reasonRequired' });
    const negative = await adjust({ kind: 'charge', amountCents: -100, reason: 'Oops' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ code: 'errors.billingAmountRange' });
  });
});
