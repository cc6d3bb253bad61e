import { and, count, countDistinct, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ParentAccountResponse } from '../../../contract/parent-overview.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  attendance,
  centreSettings,
  children,
  incidents,
  parentAccounts,
  staff,
} from '../../db/schema/index.ts';
import { accessible } from '../../access/access.ts';
import type { Principal } from '../../types.ts';
import { defaultPlanPrice } from '../billing/plans/plans-queries.ts';
import { noSubscription, parentSubscriptions } from '../billing/accounts/subscriptions.ts';
import { enrolledChild } from '../children/enrolled-children.ts';

/** Statuses that mean the child came in (the staff dashboard counts the same way). */
const cameIn = ['present', 'late'];

export async function daycareStatus(db: DbOrTx) {
  const [row] = await db
    .select({
      name: centreSettings.name,
      openingTime: centreSettings.openingTime,
      closingTime: centreSettings.closingTime,
      statusMessage: centreSettings.statusMessage,
      phone: centreSettings.phone,
      address: centreSettings.address,
      email: centreSettings.email,
    })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  return (
    row ?? {
      name: '',
      openingTime: '',
      closingTime: '',
      statusMessage: '',
      phone: '',
      address: '',
      email: '',
    }
  );
}

/**
 * The family's stat-card figures in one round trip. Attendance: of the days in [from, to)
 * on which the centre recorded any attendance (days it was open), the share of the family's
 * child-days on which the child came in; null when there is nothing to measure.
 */
export async function familyCounts(db: DbOrTx, principal: Principal, from: string, to: string) {
  const own = accessible(principal, 'child.read', children.id);
  const inWindow = and(gte(attendance.date, from), lt(attendance.date, to));
  const [row] = await db
    .select({
      totalChildren: sql<number>`(${db
        .select({ n: count() })
        .from(children)
        .where(and(own, enrolledChild))})`,
      staffOnDuty: sql<number>`(${db
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.isOnDuty, true), isNull(staff.removedAt)))})`,
      openDays: sql<number>`(${db
        .select({ n: countDistinct(attendance.date) })
        .from(attendance)
        .where(inWindow)})`,
      attendedDays: sql<number>`(${db
        .select({ n: count() })
        .from(attendance)
        .innerJoin(children, eq(children.id, attendance.childId))
        .where(and(inWindow, own, enrolledChild, inArray(attendance.status, cameIn)))})`,
      safetyReports: sql<number>`(${db
        .select({ n: count() })
        .from(incidents)
        .where(accessible(principal, 'incident.read', incidents.childId))})`,
    })
    .from(sql`(select 1) as one`);
  const totalChildren = Number(row?.totalChildren ?? 0);
  const expected = Number(row?.openDays ?? 0) * totalChildren;
  const attended = Number(row?.attendedDays ?? 0);
  return {
    totalChildren,
    staffOnDuty: Number(row?.staffOnDuty ?? 0),
    attendanceRate: expected === 0 ? null : Math.min(100, Math.round((attended / expected) * 100)),
    safetyReports: Number(row?.safetyReports ?? 0),
  };
}

/**
 * The signed-in parent's subscription card: their own account's facts, and what billing says
 * of the families they pay for (decision 034).
 */
export async function findParentAccount(
  db: DbOrTx,
  userId: number,
  today: string,
  timeZone: string,
): Promise<ParentAccountResponse | undefined> {
  const [row] = await db
    .select({
      id: parentAccounts.id,
      firstName: parentAccounts.firstName,
      lastName: parentAccounts.lastName,
      email: parentAccounts.email,
      registrationDate: parentAccounts.registrationDate,
    })
    .from(parentAccounts)
    .where(eq(parentAccounts.userId, userId));
  if (!row) return undefined;
  const billing = (await parentSubscriptions(db, [row.id], today, timeZone)).get(row.id) ?? {
    ...noSubscription,
    ...(await defaultPlanPrice(db, today)),
  };
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    subscriptionStatus: billing.subscriptionStatus,
    subscriptionPlan: billing.subscriptionPlan,
    // What this parent is billed per period of their plan, for all their children (as
    // Parent Management shows it), never one child's price (decision 044).
    subscriptionAmountCents: billing.subscriptionAmountCents,
    registrationFeeCents: billing.registrationFeeCents,
    nextBillingDate: billing.nextBillingDate,
    registrationDate: row.registrationDate.toISOString(),
    lastPaymentDate: billing.lastPaymentAt?.toISOString() ?? null,
    paymentStatus: billing.paymentStatus,
  };
}
