import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountDetail,
  InvoiceResponse,
  InvoiceWithLines,
  PlanResponse,
} from '../../../../contract/billing-views.ts';
import { auditLog, billingInvoices, billingLedgerEntries } from '../../../db/schema/index.ts';
import { centreNow } from '../../../lib/centre-time.ts';
import {
  getJson,
  invoicesOfPeriod,
  payerIdOf,
  runInvoicing,
  separatedParents,
} from '../../../../test/api/billing-fixtures.ts';
import { enrolChild, inviteParent } from '../../../../test/api/fixtures.ts';
import { testApp } from '../../../../test/api/test-app.ts';
import { runInvoicing as issuePeriod } from '../billing-jobs.ts';
import { periodOf } from '../periods.ts';

// The test clock: Wednesday 2026-11-18, 10:00 in New York. The demo has invoiced every week
// up to this one (16–22 November); next week starts on Monday 23 November.
const t = testApp();
const { cookie } = t;
const nextWeek = '2026-11-23';
const ids = { sarah: 0, ryan: 0, patel: 0, kim: 0 };

beforeAll(async () => {
  ids.sarah = await payerIdOf(t, separatedParents.sarah);
  ids.ryan = await payerIdOf(t, separatedParents.ryan);
  ids.patel = await payerIdOf(t, 'parent@example.com');
  ids.kim = await payerIdOf(t, 'david.kim@families.example');
});

const invoicesOf = (payerId: number, who = cookie.director) =>
  getJson<InvoiceResponse[]>(t, who, `/api/billing/payers/${payerId}/invoices`);
const invoice = (id: number, who = cookie.director) =>
  getJson<InvoiceWithLines>(t, who, `/api/billing/invoices/${id}`);
const chargeCount = async () => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(billingLedgerEntries)
    .where(eq(billingLedgerEntries.kind, 'charge'));
  return row!.n;
};

describe('invoicing a period', () => {
  it('issues one invoice per payer, split by the guardians’ shares (60/40 of 350.00)', async () => {
    const run = await runInvoicing(t, cookie.director, 'weekly', '2026-11-25');
    expect(run).toMatchObject({ periodStart: nextWeek, periodEnd: '2026-11-29' });

    const [sarahs] = await invoicesOf(ids.sarah);
    const [ryans] = await invoicesOf(ids.ryan);
    expect(sarahs).toMatchObject({
      periodStart: nextWeek,
      number: `W20261123-${String(ids.sarah).padStart(4, '0')}`,
      issueDate: '2026-11-18',
      // Sent ahead: due four days after the period starts.
      dueDate: '2026-11-27',
      totalCents: 21000,
      status: 'pending',
    });
    expect(ryans).toMatchObject({ periodStart: nextWeek, totalCents: 14000 });
    const lines = (await invoice(sarahs!.id)).lines;
    expect(lines).toEqual([
      expect.objectContaining({ chargeKind: 'tuition', periodStart: nextWeek, amountCents: 21000 }),
    ]);

    // A family of two children on the weekly plan: a tuition line each.
    const [patels] = await invoicesOf(ids.patel);
    expect((await invoice(patels!.id)).lines.map((l) => l.amountCents)).toEqual([35000, 35000]);
    // The subsidy pays 100.00 of the family's 350.00; the family the rest.
    const [kims] = await invoicesOf(ids.kim);
    expect(kims!.totalCents).toBe(25000);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'billing.invoice'), eq(auditLog.entityId, `weekly:${nextWeek}`)),
      );
    expect(audit).toHaveLength(1);
  });

  it('never issues a period twice: a second run adds nothing', async () => {
    const before = await invoicesOfPeriod(t, nextWeek);
    const charges = await chargeCount();
    await runInvoicing(t, cookie.director, 'weekly', nextWeek);
    expect(await invoicesOfPeriod(t, nextWeek)).toEqual(before);
    expect(await chargeCount()).toBe(charges);
  });

  it('issues one set when several processes run it at once', async () => {
    const period = periodOf('monthly', '2026-12-01');
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        t.database.db.transaction(async (tx) =>
          issuePeriod(tx, period, await centreNow(tx, t.clock), null),
        ),
      ),
    );
    // The Nguyens are on the monthly plan: one invoice, whichever run made it.
    expect(runs.map((r) => r.invoices).sort()).toEqual([0, 0, 1]);
    const made = await invoicesOfPeriod(t, '2026-12-01');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ cycle: 'monthly', totalCents: 140000 });
    const [lines] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(billingLedgerEntries)
      .where(
        and(
          eq(billingLedgerEntries.payerId, made[0]!.payerId),
          eq(billingLedgerEntries.periodStart, '2026-12-01'),
        ),
      );
    expect(lines!.n).toBe(1);
  });

  it('refuses a period further ahead than the next one', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/billing/invoicing-runs',
      cookie: cookie.director,
      payload: { cycle: 'weekly', date: '2026-12-02' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'errors.billingPeriodTooFar',
      message: 'Invoices can be issued for the current period or the next one, not later',
    });
  });

  it('charges a new family’s registration fee with their first week (350 + 150 = 500)', async () => {
    const childId = await enrolChild(t, cookie.director, {
      firstName: 'Noah',
      lastName: 'Lindqvist',
    });
    const invitation = await inviteParent(t, cookie.director, {
      email: 'noah.parent@example.org',
      childId,
    });
    const registered = await t.request({
      method: 'POST',
      url: '/api/parent-accounts/register',
      payload: {
        firstName: 'Elin',
        lastName: 'Lindqvist',
        email: 'noah.parent@example.org',
        phoneNumber: '(555) 700-1234',
        address: '5 Birch Road, Brookside, NY 12534',
        emergencyContactName: 'Anna Lindqvist',
        emergencyContactPhone: '(555) 700-9876',
        password: 'a-long-password',
        confirmPassword: 'a-long-password',
        invitationCode: invitation.invitationCode,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const payerId = await payerIdOf(t, 'noah.parent@example.org');
    // On the centre's default plan from this week: this week's invoicing bills them.
    await runInvoicing(t, cookie.director, 'weekly', '2026-11-18');
    const [first] = await invoicesOf(payerId);
    expect(first).toMatchObject({ periodStart: '2026-11-16', totalCents: 50000 });
    expect((await invoice(first!.id)).lines.map((l) => [l.chargeKind, l.amountCents])).toEqual([
      ['tuition', 35000],
      ['registration', 15000],
    ]);
    // Next week: tuition only.
    await runInvoicing(t, cookie.director, 'weekly', nextWeek);
    const [second] = await invoicesOf(payerId);
    expect(second).toMatchObject({ periodStart: nextWeek, totalCents: 35000 });
  });
});

describe('plans and prices', () => {
  it('moves an account to another plan from after its periods already invoiced', async () => {
    const [account] = await t.database.db
      .select({ id: billingInvoices.accountId })
      .from(billingInvoices)
      .where(eq(billingInvoices.payerId, ids.patel))
      .limit(1);
    const plans = await getJson<PlanResponse[]>(t, cookie.director, '/api/billing/plans');
    const monthly = plans.find((p) => p.cycle === 'monthly')!;
    const res = await t.request({
      method: 'PUT',
      url: `/api/billing/accounts/${account!.id}/plan`,
      cookie: cookie.director,
      payload: { planId: monthly.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as AccountDetail;
    // Next week was invoiced already (weekly): the monthly plan starts the week after.
    expect(detail.schedule.map((s) => [s.cycle, s.effectiveFrom])).toEqual([
      ['weekly', '2026-09-28'],
      ['monthly', '2026-11-30'],
    ]);
    expect(detail.plan).toMatchObject({ cycle: 'weekly' });
    // December's invoicing bills the family for the whole month on the monthly plan.
    await runInvoicing(t, cookie.director, 'monthly', '2026-12-01');
    const [december] = await invoicesOf(ids.patel);
    expect(december).toMatchObject({
      cycle: 'monthly',
      periodStart: '2026-12-01',
      totalCents: 280000,
    });
    // November's: the one day (the 30th) the monthly plan covers, for each child.
    await runInvoicing(t, cookie.director, 'monthly', '2026-11-18');
    const all = await invoicesOf(ids.patel);
    const november = all.find((i) => i.cycle === 'monthly' && i.periodStart === '2026-11-01')!;
    expect(november.totalCents).toBe(2 * Math.round((140000 * 1) / 30));
  });

  it('changes a price from the plan’s next period: invoices issued keep theirs', async () => {
    const plans = await getJson<PlanResponse[]>(t, cookie.director, '/api/billing/plans');
    const weekly = plans.find((p) => p.isDefault)!;
    const res = await t.request({
      method: 'PUT',
      url: `/api/billing/plans/${weekly.id}`,
      cookie: cookie.director,
      payload: {
        name: weekly.name,
        amountCents: 36000,
        registrationFeeCents: 15000,
        isActive: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      amountCents: 35000,
      nextPrice: { amountCents: 36000, effectiveFrom: nextWeek },
    });
    // Next week's invoices were issued already at 350.00 and stay so.
    const [ryans] = await invoicesOf(ids.ryan);
    expect(ryans).toMatchObject({ periodStart: nextWeek, totalCents: 14000 });
    // The week after, once it is the next one, is charged the new price.
    t.clock.set(new Date('2026-11-25T15:00:00Z'));
    // (A week on, the session has ended: sign in again.)
    const director = await t.login('director@example.com');
    await runInvoicing(t, director, 'weekly', '2026-11-30');
    const [sarahs] = await invoicesOf(ids.sarah, director);
    expect(sarahs).toMatchObject({ periodStart: '2026-11-30', totalCents: 21600 });
  });
});
