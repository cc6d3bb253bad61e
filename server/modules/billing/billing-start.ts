import type { Db } from '../../db/client.ts';
import { ensureBillingAccounts } from './accounts/billing-accounts.ts';
import { ensureDefaultPlan } from './plans/plans-queries.ts';

/**
 * At every start (decision 034): the spec's weekly plan when there is no plan, and accounts
 * and payers for guardian links made before billing existed (no registration fee for those
 * families, who registered before). Cheap once everything has its account.
 */
export async function ensureBilling(db: Db, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureDefaultPlan(tx, at);
    await ensureBillingAccounts(tx, at);
  });
}
