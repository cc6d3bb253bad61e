import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  InvoiceWithLines,
  LateFeeResponse,
  LedgerEntryResponse,
  PayerDetail,
} from '../../../../contract/billing-views.ts';
import { billingLateFees, billingLedgerEntries } from '../../../db/schema/index.ts';
import { getJson, payerIdOf, runInvoicing } from '../../../../test/api/billing-fixtures.ts';
import { testApp } from '../../../../test/api/test-app.ts';

// The test clock starts on Wednesday 2026-11-18. The demo proposed late fees for the
// Robinsons' and the O'Briens' invoices of 2 and 9 November (overdue, unpaid).
const t = testApp();
const { cookie } = t;
const ids = { robinson: 0, obrien: 0 };
let director = '';

beforeAll(async () => {
  ids.robinson = await payerIdOf(t, 'ashley.robinson@families.example');
  ids.obrien = await payerIdOf(t, 'kevin.obrien@families.example');
  director = cookie.director;
});

const lateFees = (status = 'proposed') =>
  getJson<LateFeeResponse[]>(t, director, `/api/billing/late-fees?status=${status}`);
const decide = (id: number, verb: 'approve' | 'dismiss') =>
  t.request({ method: 'POST', url: `/api/billing/late-fees/${id}/${verb}`, cookie: director });

describe('overdue invoices and late fees', () => {
  it('lists the late fees proposed, with their overdue invoices', async () => {
    const proposed = await lateFees();
    expect(proposed.map((f) => [f.payerId, f.amountCents, f.outstandingCents])).toEqual(
      expect.arrayContaining([
        [ids.robinson, 2500, 35000],
        [ids.obrien, 2500, 35000],
      ]),
    );
    expect(proposed).toHaveLength(4);
    expect(proposed.every((f) => f.dueDate < '2026-11-18')).toBe(true);
  });

  it('pages the list, newest proposal first, with a cursor that survives no tampering', async () => {
    const all = await lateFees();
    const first = await t.request({
      method: 'GET',
      url: '/api/billing/late-fees?status=proposed&limit=3',
      cookie: director,
    });
    expect(first.statusCode).toBe(200);
    const cursor = first.headers['next-cursor'];
    expect(typeof cursor).toBe('string');
    const rest = await getJson<LateFeeResponse[]>(
      t,
      director,
      `/api/billing/late-fees?status=proposed&limit=3&before=${String(cursor)}`,
    );
    expect([...(first.json() as LateFeeResponse[]), ...rest].map((f) => f.id)).toEqual(
      all.map((f) => f.id),
    );
    const forged = await t.request({
      method: 'GET',
      url: '/api/billing/late-fees?status=proposed&before=not-a-cursor',
      cookie: director,
    });
    expect(forged.statusCode).toBe(400);
  });

  it('proposes one for each invoice once it is overdue, every morning, never twice', async () => {
    // The daily billing job (06:00) is queued; then the clock passes Friday's due date.
    await t.drainJobs();
    t.clock.set(new Date('2026-11-21T12:00:00Z'));
    director = await t.login('director@example.com');
    await t.drainJobs();
    const proposed = await lateFees();
    // This week's invoices (due Friday the 20th) that nobody paid, the Robinsons' among them.
    const robinsons = proposed.filter((f) => f.payerId === ids.robinson);
    expect(robinsons.map((f) => f.dueDate).sort()).toEqual([
      '2026-11-06',
      '2026-11-13',
      '2026-11-20',
    ]);
    const count = proposed.length;
    // The next morning's run finds them proposed already.
    t.clock.set(new Date('2026-11-22T12:00:00Z'));
    director = await t.login('director@example.com');
    await t.drainJobs();
    expect(await lateFees()).toHaveLength(count);
  });

  it('charges a late fee only when a director approves it, once', async () => {
    const [fee] = (await lateFees()).filter((f) => f.payerId === ids.robinson);
    const charges = () =>
      t.database.db
        .select()
        .from(billingLedgerEntries)
        .where(
          and(
            eq(billingLedgerEntries.payerId, ids.robinson),
            eq(billingLedgerEntries.chargeKind, 'late_fee'),
          ),
        );
    expect(await charges()).toEqual([]);
    const approved = await decide(fee!.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(204);
    expect((await charges()).map((c) => [c.amountCents, c.reason])).toEqual([
      [2500, fee!.invoiceNumber],
    ]);
    // Twice (two directors at once, say): the second is told it was decided.
    const again = await decide(fee!.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'errors.lateFeeDecided' });
    expect(await charges()).toHaveLength(1);
    expect((await decide(fee!.id, 'dismiss')).statusCode).toBe(409);
    const ledger = await getJson<LedgerEntryResponse[]>(
      t,
      director,
      `/api/billing/payers/${ids.robinson}/ledger?limit=1`,
    );
    expect(ledger[0]).toMatchObject({ kind: 'charge', chargeKind: 'late_fee', amountCents: 2500 });
    expect((await lateFees('approved')).map((f) => f.id)).toEqual([fee!.id]);
  });

  it('dismisses one without charging anything', async () => {
    const [fee] = (await lateFees()).filter((f) => f.payerId === ids.obrien);
    expect((await decide(fee!.id, 'dismiss')).statusCode).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(billingLateFees)
      .where(eq(billingLateFees.id, fee!.id));
    expect(row).toMatchObject({ status: 'dismissed' });
    const charged = await t.database.db
      .select()
      .from(billingLedgerEntries)
      .where(eq(billingLedgerEntries.lateFeeId, fee!.id));
    expect(charged).toEqual([]);
  });

  it('bills an approved late fee on the payer’s next invoice', async () => {
    await runInvoicing(t, director, 'weekly', '2026-11-23');
    const detail = await getJson<PayerDetail>(t, director, `/api/billing/payers/${ids.robinson}`);
    const latest = detail.openInvoices.find((i) => i.periodStart === '2026-11-23')!;
    expect(latest.totalCents).toBe(35000 + 2500);
    const lines = (
      await getJson<InvoiceWithLines>(t, director, `/api/billing/invoices/${latest.id}`)
    ).lines;
    expect(lines.map((l) => [l.chargeKind, l.amountCents])).toEqual([
      ['tuition', 35000],
      ['late_fee', 2500],
    ]);
    expect(detail.payer.status).toBe('overdue');
  });

  it('proposes none when the centre charges no late fee', async () => {
    const settings = await t.request({
      method: 'PUT',
      url: '/api/billing/settings',
      cookie: director,
      payload: { taxId: '12-3456789', invoiceDueDays: 4, lateFeeCents: 0, lateFeeGraceDays: 0 },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const before = (await lateFees()).length;
    t.clock.set(new Date('2026-11-28T12:00:00Z'));
    director = await t.login('director@example.com');
    await t.drainJobs();
    expect(await lateFees()).toHaveLength(before);
  });
});
