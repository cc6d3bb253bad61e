import { eq } from 'drizzle-orm';
import type {
  ParentAccountChanged,
  UpdateParentAccountRequest,
} from '../../../contract/parent-accounts.ts';
import type { DbOrTx } from '../../db/client.ts';
import { parentAccounts, users } from '../../db/schema/index.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { setActive } from '../staff-accounts/staff-accounts-queries.ts';

/*
 * A parent account after registration (decision 062): staff correct its name and phone;
 * directors deactivate it (every session ends at once, as a staff login's does: decision 059)
 * and reactivate it. The e-mail is the sign-in and stays; children, links and history stay.
 */

const parentAccountNotFound = 'errors.parentAccountNotFound';

/** The account and its sign-in, locked for the change. */
async function accountForUpdate(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ account: parentAccounts, isActive: users.isActive })
    .from(parentAccounts)
    .innerJoin(users, eq(users.id, parentAccounts.userId))
    .where(eq(parentAccounts.id, id))
    .for('update');
  if (!row) throw notFound(parentAccountNotFound);
  return row;
}

const changed = (
  a: typeof parentAccounts.$inferSelect,
  isActive: boolean,
): ParentAccountChanged => ({
  id: a.id,
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  phoneNumber: a.phoneNumber,
  isActive,
});

const editable = ['firstName', 'lastName', 'phoneNumber'] as const;

/** Staff correct a parent's name and phone; the audit row has what changed, before and after. */
export async function updateParentAccount(
  tx: DbOrTx,
  actor: Actor,
  id: number,
  input: UpdateParentAccountRequest,
  at: Date,
): Promise<ParentAccountChanged> {
  const { account, isActive } = await accountForUpdate(tx, id);
  const fields = editable.filter((f) => account[f] !== input[f]);
  if (fields.length === 0) return changed(account, isActive);
  const [after] = await tx
    .update(parentAccounts)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      updatedAt: at,
    })
    .where(eq(parentAccounts.id, id))
    .returning();
  await auditBy(tx, actor, {
    action: 'parentAccount.update',
    entityType: 'parentAccount',
    entityId: id,
    details: {
      fields,
      before: Object.fromEntries(fields.map((f) => [f, account[f]])),
      after: Object.fromEntries(fields.map((f) => [f, input[f]])),
    },
    at,
  });
  return changed(after!, isActive);
}

/** Deactivating ends every session of the account at once; reactivating lets it in again. */
export async function setParentActive(
  tx: DbOrTx,
  actor: Actor,
  id: number,
  isActive: boolean,
  at: Date,
): Promise<ParentAccountChanged> {
  const { account } = await accountForUpdate(tx, id);
  await setActive(tx, account.userId, isActive, at);
  await tx.update(parentAccounts).set({ isActive, updatedAt: at }).where(eq(parentAccounts.id, id));
  await auditBy(tx, actor, {
    action: isActive ? 'parentAccount.reactivate' : 'parentAccount.deactivate',
    entityType: 'parentAccount',
    entityId: id,
    details: { userId: account.userId },
    at,
  });
  return changed(account, isActive);
}
