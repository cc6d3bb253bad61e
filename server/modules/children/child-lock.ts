import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { childWithdrawals, children } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { childNotFound } from '../day-records/day-record-rules.ts';
import { childAtCentre } from './enrolled-children.ts';

/** The child's open withdrawal (not undone by a re-enrolment), if any. */
export async function openWithdrawalOf(tx: DbOrTx, childId: number) {
  const [row] = await tx
    .select({
      id: childWithdrawals.id,
      lastDay: childWithdrawals.lastDay,
      reason: childWithdrawals.reason,
    })
    .from(childWithdrawals)
    .where(and(eq(childWithdrawals.childId, childId), isNull(childWithdrawals.returnedOn)));
  return row ?? null;
}

/**
 * The child's row, locked until the transaction ends so two changes to one child queue up;
 * 404 unless the child is at the centre (a draft or enrolled, not withdrawn). `lastDay` is
 * a withdrawal's last day still to come, or null.
 */
export async function lockChildAtCentre(tx: DbOrTx, childId: number) {
  const [row] = await tx
    .select({
      id: children.id,
      roomId: children.roomId,
      enrolmentCompletedAt: children.enrolmentCompletedAt,
    })
    .from(children)
    .where(and(eq(children.id, childId), childAtCentre))
    .for('update');
  if (!row) throw notFound(childNotFound);
  return { ...row, lastDay: (await openWithdrawalOf(tx, childId))?.lastDay ?? null };
}
