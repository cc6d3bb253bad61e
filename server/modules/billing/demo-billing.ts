import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { paymentMethods } from '../../../contract/enums.ts';
import type { Centre, SeedContext } from '../../db/seed/context.ts';
import { createRng } from '../../db/seed/random.ts';
import {
  billingAccountChildren,
  billingInvoices,
  billingPayers,
  billingPlans,
  children,
  parentAccounts,
} from '../../db/schema/index.ts';
import { addDays } from '../../lib/clock.ts';
import { zonedInstant } from '../../lib/jobs/schedules.ts';
import { invoiceRow, outstandingOn } from './invoices/invoice-figures.ts';
import { ensureBillingAccounts } from './accounts/billing-accounts.ts';
import { addThirdParty, setDiscount, setShares } from './accounts/account-settings.ts';
import { saveBillingSettings, savePaymentInstructions } from './plans/billing-settings.ts';
import { issueInvoices } from './invoices/invoicing.ts';
import { proposeLateFees } from './money/late-fees.ts';
import { recordPayment } from './money/payments.ts';
import { nextPeriod, type Period, periodOf } from './periods.ts';
import { ensureDefaultPlan, scheduleAccountPlan, setPlanPrice } from './plans/plans-queries.ts';

/** Weeks of billing history the demo shows, the current one included. */
const weeks = 8;
/** Families (by their place in the demo's list) whose billing needs attention. */
const stoppedPaying = ['Robinson', "O'Brien"];
const separated = 'Thompson';
const subsidised = 'Kim';
const monthly = 'Nguyen';
const siblingDiscount = 'Martinez';

/**
 * The demo centre's billing (decision 034), made by the same functions the app uses: every
 * family on the weekly plan for the last eight weeks (one on a monthly plan), a separated
 * family split 60/40, a subsidy paying part of one family's tuition, a sibling discount, the
 * registration fee for families who joined within those weeks, invoices issued each Monday,
 * payments as families made them (two families stopped three weeks ago), and the late fees
 * that proposes. Nothing on a screen is written here: it is all computed from these records.
 */
export async function seedDemoBilling(ctx: SeedContext, centre: Centre): Promise<void> {
  const { tx, today, timeZone } = ctx;
  const rng = createRng(20261116);
  const at = (day: string, time = '06:00') => zonedInstant(day, time, timeZone);
  const first = addDays(periodOf('weekly', today).start, -7 * (weeks - 1));

  await ensureDefaultPlan(tx, at(first));
  // How the demo centre's families pay it, and its tax id for their year-end statements.
  await savePaymentInstructions(
    tx,
    {
      payeeName: 'Sunny Days Child Care LLC',
      bankDetails: 'Brookside Community Bank · routing 021000021 · account 4455667788',
      checkAddress: 'Sunny Days Child Care, 100 Main Street, Brookside, NY 12534',
      reference: 'Your invoice number (for example W20261116-0012)',
    },
    ctx.now,
  );
  await saveBillingSettings(
    tx,
    { taxId: '12-3456789', invoiceDueDays: 4, lateFeeCents: 2500, lateFeeGraceDays: 0 },
    ctx.now,
  );
  await ensureBillingAccounts(tx, at(first));
  const accounts = await tx
    .select({
      accountId: billingPayers.accountId,
      payerId: billingPayers.id,
      lastName: parentAccounts.lastName,
      firstName: parentAccounts.firstName,
    })
    .from(billingPayers)
    .innerJoin(parentAccounts, eq(parentAccounts.id, billingPayers.parentAccountId))
    .orderBy(asc(billingPayers.id));
  const accountOf = (lastName: string) => accounts.find((a) => a.lastName === lastName)!.accountId;
  const [weekly] = await tx.select().from(billingPlans).where(eq(billingPlans.isDefault, true));

  // Every family on the weekly plan from the first week shown; one on a monthly plan.
  const [monthlyPlan] = await tx
    .insert(billingPlans)
    .values({ name: 'Monthly Plan', cycle: 'monthly', createdAt: at(first) })
    .returning({ id: billingPlans.id });
  await setPlanPrice(
    tx,
    {
      planId: monthlyPlan!.id,
      amountCents: 140000,
      registrationFeeCents: 15000,
      from: '2000-01-01',
    },
    centre.directorUserId,
    at(first),
  );
  const month = periodOf('monthly', first);
  const firstMonth = month.start === first ? first : nextPeriod(month).start;
  for (const accountId of new Set(accounts.map((a) => a.accountId))) {
    const onMonthly = accountId === accountOf(monthly);
    await scheduleAccountPlan(
      tx,
      {
        accountId,
        planId: onMonthly ? monthlyPlan!.id : weekly!.id,
        from: onMonthly ? firstMonth : first,
        today,
      },
      centre.directorUserId,
      at(first),
    );
  }
  // The earlier row from ensureBillingAccounts (this week's) would put it back on weekly.
  await tx.execute(sql`delete from billing_account_plans
    where account_id = ${accountOf(monthly)} and plan_id = ${weekly!.id}`);

  // Children who joined within the weeks shown pay the registration fee with their first week.
  const joined = await tx
    .select({ id: children.id })
    .from(children)
    .where(gte(children.enrolmentCompletedAt, at(first, '00:00')));
  if (joined.length > 0)
    await tx
      .update(billingAccountChildren)
      .set({ chargeRegistration: true })
      .where(
        inArray(
          billingAccountChildren.childId,
          joined.map((c) => c.id),
        ),
      );

  const thompsons = accounts.filter((a) => a.lastName === separated);
  await setShares(tx, accountOf(separated), [
    { payerId: thompsons[0]!.payerId, shareBasisPoints: 6000 },
    { payerId: thompsons[1]!.payerId, shareBasisPoints: 4000 },
  ]);
  await addThirdParty(
    tx,
    accountOf(subsidised),
    { name: 'Brookside Child Care Subsidy Program', amountCents: 10000 },
    at(first),
  );
  const [secondChild] = await tx
    .select({ childId: billingAccountChildren.childId })
    .from(billingAccountChildren)
    .where(eq(billingAccountChildren.accountId, accountOf(siblingDiscount)))
    .orderBy(sql`${billingAccountChildren.childId} desc`)
    .limit(1);
  await setDiscount(tx, secondChild!.childId, 1000);

  const late = new Set(stoppedPaying.map(accountOf));
  const stoppedFrom = addDays(periodOf('weekly', today).start, -14);
  const run = async (period: Period) => {
    await issueInvoices(tx, period, { today: period.start, at: at(period.start), timeZone });
    await payInvoicesOf(period);
  };
  const payInvoicesOf = async (period: Period) => {
    const issued = await tx
      .select({
        id: billingInvoices.id,
        payerId: billingInvoices.payerId,
        accountId: billingInvoices.accountId,
        issueDate: billingInvoices.issueDate,
        outstanding: outstandingOn(invoiceRow),
      })
      .from(billingInvoices)
      .where(
        and(eq(billingInvoices.cycle, period.cycle), eq(billingInvoices.periodStart, period.start)),
      )
      .orderBy(asc(billingInvoices.id));
    for (const invoice of issued) {
      if (invoice.outstanding <= 0) continue;
      if (late.has(invoice.accountId) && period.start >= stoppedFrom) continue;
      const day = addDays(invoice.issueDate, rng.int(0, 4));
      if (day > today) continue;
      const method = rng.pick(paymentMethods);
      await recordPayment(
        tx,
        {
          payerId: invoice.payerId,
          amountCents: invoice.outstanding,
          method,
          checkNumber: method === 'check' ? String(rng.int(1001, 4999)) : null,
          receivedOn: day,
          note: '',
        },
        centre.directorUserId,
        at(
          day,
          `${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
        ),
      );
    }
  };
  // Each Monday's and each first of the month's invoicing, in the order they happened.
  const periods: Period[] = [];
  for (let w = periodOf('weekly', first); w.start <= today; w = nextPeriod(w)) periods.push(w);
  for (let m = periodOf('monthly', firstMonth); m.start <= today; m = nextPeriod(m))
    periods.push(m);
  periods.sort((a, b) => a.start.localeCompare(b.start) || a.cycle.localeCompare(b.cycle));
  for (const period of periods) await run(period);
  await proposeLateFees(tx, today, ctx.now);
}
