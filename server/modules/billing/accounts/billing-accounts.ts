import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import {
  billingAccountChildren,
  billingAccounts,
  billingPayers,
  billingPlans,
  guardians,
} from '../../../db/schema/index.ts';
import { centreTimeZone } from '../../../lib/centre-time.ts';
import { localDate } from '../../../lib/clock.ts';
import { periodOf } from '../periods.ts';
import { defaultPlanId, scheduleAccountPlan } from '../plans/plans-queries.ts';

/*
 * A family's billing account (decision 034) follows the guardian links: the children who share
 * a guardian are billed together, and each guardian is one of the account's payers. Accounts
 * are made in the transaction that makes a link (registration, an accepted invitation), and at
 * start for links made before billing existed. A child stays in its first account for good:
 * accounts with ledgers are never merged.
 */

type Placement = { at: Date; today: string; chargeRegistration: boolean };

/** Account changes take turns, so two links made at once never make two accounts. */
const lockAccounts = (db: DbOrTx) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('billing-accounts'))`);

/** The account of a child, or of any child who shares a guardian with it. */
async function familyAccountOf(db: DbOrTx, childId: number): Promise<number | null> {
  const [own] = await db
    .select({ accountId: billingAccountChildren.accountId })
    .from(billingAccountChildren)
    .where(eq(billingAccountChildren.childId, childId));
  if (own) return own.accountId;
  const otherLink = alias(guardians, 'other_link');
  const [sibling] = await db
    .select({ accountId: billingAccountChildren.accountId })
    .from(guardians)
    .innerJoin(otherLink, eq(otherLink.parentAccountId, guardians.parentAccountId))
    .innerJoin(billingAccountChildren, eq(billingAccountChildren.childId, otherLink.childId))
    .where(eq(guardians.childId, childId))
    .orderBy(asc(billingAccountChildren.accountId))
    .limit(1);
  return sibling?.accountId ?? null;
}

/** A new account, on the centre's default plan from its current period. */
async function newAccount(db: DbOrTx, { at, today }: Placement): Promise<number> {
  const [account] = await db
    .insert(billingAccounts)
    .values({ createdAt: at })
    .returning({ id: billingAccounts.id });
  const planId = await defaultPlanId(db);
  if (planId !== null) {
    const [plan] = await db
      .select({ cycle: billingPlans.cycle })
      .from(billingPlans)
      .where(eq(billingPlans.id, planId));
    await scheduleAccountPlan(
      db,
      { accountId: account!.id, planId, from: periodOf(plan!.cycle, today).start, today },
      null,
      at,
    );
  }
  return account!.id;
}

/**
 * The guardian as a payer of the account: the first guardian pays it all (100 %), later ones
 * 0 % until a director sets the shares (a second parent is not billed twice).
 */
async function ensurePayer(db: DbOrTx, accountId: number, parentAccountId: number, at: Date) {
  const [paying] = await db
    .select({ id: billingPayers.id })
    .from(billingPayers)
    .where(
      and(
        eq(billingPayers.accountId, accountId),
        eq(billingPayers.isActive, true),
        gt(billingPayers.shareBasisPoints, 0),
      ),
    )
    .limit(1);
  await db
    .insert(billingPayers)
    .values({ accountId, parentAccountId, shareBasisPoints: paying ? 0 : 10000, createdAt: at })
    .onConflictDoNothing();
}

async function place(db: DbOrTx, parentAccountId: number, childId: number, p: Placement) {
  let accountId = await familyAccountOf(db, childId);
  accountId ??= await newAccount(db, p);
  await db
    .insert(billingAccountChildren)
    .values({ childId, accountId, chargeRegistration: p.chargeRegistration, createdAt: p.at })
    .onConflictDoNothing();
  const [placed] = await db
    .select({ accountId: billingAccountChildren.accountId })
    .from(billingAccountChildren)
    .where(eq(billingAccountChildren.childId, childId));
  await ensurePayer(db, placed!.accountId, parentAccountId, p.at);
  return placed!.accountId;
}

/**
 * In the caller's transaction, when a guardian link is made: the child joins its family's
 * account (a new one for a new family) and the guardian becomes one of its payers. The
 * registration fee is charged with the child's first invoice.
 */
export async function joinBillingAccount(
  db: DbOrTx,
  link: { parentAccountId: number; childId: number },
  at: Date,
): Promise<number> {
  await lockAccounts(db);
  const today = localDate(at, await centreTimeZone(db));
  return place(db, link.parentAccountId, link.childId, { at, today, chargeRegistration: true });
}

/**
 * Every guardian link without its account or payer gets them (at start, for links made before
 * billing existed: those children were registered already, so no registration fee is due).
 */
export async function ensureBillingAccounts(
  db: DbOrTx,
  at: Date,
  options: { chargeRegistration?: boolean } = {},
): Promise<number> {
  await lockAccounts(db);
  const today = localDate(at, await centreTimeZone(db));
  const links = await db
    .select({ parentAccountId: guardians.parentAccountId, childId: guardians.childId })
    .from(guardians)
    .leftJoin(billingAccountChildren, eq(billingAccountChildren.childId, guardians.childId))
    .leftJoin(
      billingPayers,
      and(
        eq(billingPayers.accountId, billingAccountChildren.accountId),
        eq(billingPayers.parentAccountId, guardians.parentAccountId),
      ),
    )
    .where(isNull(billingPayers.id))
    .orderBy(asc(guardians.createdAt), asc(guardians.childId), asc(guardians.parentAccountId));
  const placement = { at, today, chargeRegistration: options.chargeRegistration ?? false };
  for (const link of links) await place(db, link.parentAccountId, link.childId, placement);
  return links.length;
}
