import type { NextInvoice } from '../../../../contract/billing-views.ts';
import { billingCycles } from '../../../../contract/enums.ts';
import { addDays } from '../../../lib/clock.ts';
import type { AccountData, PlanData } from '../billing-data.ts';
import { coverage, periodCharges } from './period-charges.ts';
import { later, nextPeriod, periodOf } from '../periods.ts';
import { splitCharges } from '../shares.ts';

/** When the daily billing job issues the current periods' invoices, on the centre's clock. */
export const dailyInvoicingAt = '06:00';

/** Periods looked at ahead of the current one (the next, and one issued early already). */
const periodsAhead = 3;

/**
 * The invoice a payer will get next (decision 044), as the daily job will issue it: the first
 * period of a plan of the account not invoiced yet whose day of issue is still to come (the
 * current period is issued by the next morning's run while it lasts; a later one on its first
 * day), with the payer's part of its tuition and fees and the charges not invoiced yet. Null
 * when none is coming: no plan, an ended payer, or nothing for them to pay (a 0 % share).
 */
export function nextInvoiceOf(
  account: AccountData,
  plans: PlanData,
  payer: { id: number; isActive: boolean },
  invoiced: Set<string>,
  unbilledCents: number,
  now: { today: string; time: string },
): NextInvoice | null {
  if (!payer.isActive) return null;
  const nextRun = now.time < dailyInvoicingAt ? now.today : addDays(now.today, 1);
  const payers = account.payers.filter((p) => p.isActive);
  let found: NextInvoice | null = null;
  for (const cycle of billingCycles) {
    let period = periodOf(cycle, nextRun);
    for (let i = 0; i < periodsAhead; i++, period = nextPeriod(period)) {
      if (invoiced.has(`${cycle}:${period.start}`)) continue;
      if (coverage(account, plans, period).length === 0) continue;
      const charges = periodCharges(account, plans, period);
      const parts = splitCharges(
        charges.map((c) => ({
          key: c.key,
          amountCents: c.amountCents,
          tuition: c.chargeKind === 'tuition',
        })),
        payers,
      ).get(payer.id);
      if (!parts || parts.length === 0) continue;
      const fees = new Set(
        charges.filter((c) => c.chargeKind === 'registration').map((c) => c.key),
      );
      const issueDate = later(nextRun, period.start);
      if (!found || issueDate < found.issueDate)
        found = {
          issueDate,
          cycle,
          periodStart: period.start,
          periodEnd: period.end,
          amountCents: parts.reduce((sum, p) => sum + p.amountCents, 0),
          registrationFeeCents: parts
            .filter((p) => fees.has(p.key))
            .reduce((sum, p) => sum + p.amountCents, 0),
        };
      break;
    }
  }
  if (found) found.amountCents += unbilledCents;
  return found;
}
