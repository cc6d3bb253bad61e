import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  children,
  guardians,
  parentAccounts,
  passkeys,
  twoStepLogins,
  users,
} from '../../db/schema/index.ts';
import { noSubscription, parentSubscriptions } from '../billing/accounts/subscriptions.ts';
import { acceptInTx, type Invitation } from '../invitations/invitation-lifecycle-queries.ts';

export type Registration = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  passwordHash: string;
};

/**
 * In the caller's transaction: the user (role parent), the parent account under the
 * invitation's e-mail, the guardian link, the child's placeholders and the accepted
 * invitation. Returns null when a concurrent request used the invitation first; the caller's
 * transaction must then be rolled back (nothing of this registration may stay).
 */
export async function registerParent(tx: Tx, invitation: Invitation, r: Registration, at: Date) {
  const email = invitation.email.trim().toLowerCase();
  const [user] = await tx
    .insert(users)
    .values({
      email,
      passwordHash: r.passwordHash,
      role: 'parent',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: users.id });
  const [account] = await tx
    .insert(parentAccounts)
    .values({
      userId: user!.id,
      email,
      phoneNumber: r.phoneNumber,
      firstName: r.firstName,
      lastName: r.lastName,
      address: r.address,
      emergencyContactName: r.emergencyContactName,
      emergencyContactPhone: r.emergencyContactPhone,
      registrationDate: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: parentAccounts.id });
  const ok = await acceptInTx(
    tx,
    invitation,
    account!.id,
    {
      name: `${r.firstName} ${r.lastName}`,
      phone: r.phoneNumber,
      email,
      emergencyContact: `${r.emergencyContactName} - ${r.emergencyContactPhone}`,
    },
    at,
  );
  return ok ? { userId: user!.id, parentAccountId: account!.id } : null;
}

/** Whether `email` signs in to a parent account (letter case ignored). */
export async function hasParentAccount(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: parentAccounts.id })
    .from(parentAccounts)
    .where(sql`lower(${parentAccounts.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

export async function parentAccountOfUser(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(parentAccounts).where(eq(parentAccounts.userId, userId));
  return row ?? null;
}

/** Accepting for an existing account, in the caller's transaction. */
export async function acceptForAccount(
  tx: Tx,
  invitation: { id: number; invitationCode: string },
  account: typeof parentAccounts.$inferSelect,
  at: Date,
): Promise<boolean> {
  return acceptInTx(
    tx,
    invitation,
    account.id,
    {
      name: `${account.firstName} ${account.lastName}`,
      phone: account.phoneNumber,
      email: account.email,
      emergencyContact: account.emergencyContactName
        ? `${account.emergencyContactName} - ${account.emergencyContactPhone}`
        : null,
    },
    at,
  );
}

/**
 * Parent Management's accounts table, newest registration first, with children's names. With
 * `withBilling` (directors: the billing permission) each row also carries the subscription,
 * payment state and next billing date from billing (decision 034); without it, billing is not
 * even read (issue 35: staff without the billing permission see no family's finances).
 */
export async function listParentAccounts(
  db: DbOrTx,
  today: string,
  timeZone: string,
  withBilling: boolean,
) {
  const accounts = await db
    .select({
      account: parentAccounts,
      isActive: users.isActive,
      // An authenticator app or a passkey (decision 071): either is a second step.
      twoStepOn: sql<boolean>`(${twoStepLogins.enabledAt} is not null or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`,
    })
    .from(parentAccounts)
    .innerJoin(users, eq(users.id, parentAccounts.userId))
    .leftJoin(twoStepLogins, eq(twoStepLogins.userId, users.id))
    .orderBy(desc(parentAccounts.registrationDate), desc(parentAccounts.id));
  const links = await db
    .select({
      parentAccountId: guardians.parentAccountId,
      name: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
    })
    .from(guardians)
    .innerJoin(children, eq(children.id, guardians.childId))
    .where(sql`${children.removedAt} is null`)
    .orderBy(asc(children.firstName));
  const subscriptions = withBilling ? await parentSubscriptions(db, 'all', today, timeZone) : null;
  return accounts.map(({ account: a, isActive, twoStepOn }) => {
    const family = {
      id: a.id,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      phoneNumber: a.phoneNumber,
      registrationDate: a.registrationDate.toISOString(),
      children: links.filter((l) => l.parentAccountId === a.id).map((l) => l.name),
      isActive,
      twoStepOn: Boolean(twoStepOn),
    };
    if (!subscriptions) return family;
    const billing = subscriptions.get(a.id) ?? noSubscription;
    return {
      ...family,
      subscriptionStatus: billing.subscriptionStatus,
      subscriptionPlan: billing.subscriptionPlan,
      subscriptionAmount: billing.subscriptionAmountCents,
      paymentStatus: billing.paymentStatus,
      nextBillingDate: billing.nextBillingDate,
    };
  });
}
