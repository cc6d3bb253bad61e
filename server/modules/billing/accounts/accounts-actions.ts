import type { AccountDetail } from '../../../../contract/billing-views.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { centreNow } from '../../../lib/centre-time.ts';
import type { Clock } from '../../../lib/clock.ts';
import { badRequest, notFound } from '../../../lib/http-errors.ts';
import type { Principal } from '../../../types.ts';
import { accountNotFound, findAccount } from './accounts-queries.ts';
import { findPlan, planChangeDate, scheduleAccountPlan } from '../plans/plans-queries.ts';

/** The account as it is now, read in the caller's transaction (404 when there is none). */
export async function accountNow(
  db: DbOrTx,
  principal: Principal,
  id: number,
  clock: Clock,
): Promise<AccountDetail> {
  const now = await centreNow(db, clock);
  const found = await findAccount(db, principal, id, now.today, now.timeZone);
  if (!found) throw notFound(accountNotFound);
  return found;
}

/**
 * Puts an account on an offered plan from its current plan's next period (decision 034), so
 * no day is billed twice or not at all. Returns the day the plan starts.
 */
export async function putAccountOnPlan(
  tx: DbOrTx,
  principal: Principal,
  change: { accountId: number; planId: number },
  now: { at: Date; today: string },
): Promise<string> {
  const plan = await findPlan(tx, change.planId);
  if (!plan?.isActive) throw badRequest('errors.planRequired', { planId: 'errors.planRequired' });
  const from = await planChangeDate(tx, change.accountId, plan.cycle, now.today);
  await scheduleAccountPlan(tx, { ...change, from, today: now.today }, principal.userId, now.at);
  return from;
}
