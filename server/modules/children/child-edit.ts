import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { editableChildFields, type updateChildRequest } from '../../../contract/children.ts';
import type { DbOrTx } from '../../db/client.ts';
import { children } from '../../db/schema/index.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { lockChildAtCentre } from './child-lock.ts';
import { placeholders, shownDetail, storedDetail } from './child-values.ts';

type Field = (typeof editableChildFields)[number];
type Change = z.output<typeof updateChildRequest>;

/** The value an edit stores for a field sent: enrolment's rules for empty details. */
function storedValue(field: Field, value: string): string {
  if (field in placeholders) return storedDetail(field as keyof typeof placeholders, value);
  if (field === 'relationship') return value || 'parent';
  return value;
}

/**
 * Staff correct a child's record (decision 061): the fields sent, with enrolment's checks (a
 * birth date is not after the centre's today). Audited with before and after of the fields
 * that changed only, as people read them (a placeholder is empty). False when nothing did.
 */
export async function updateChild(
  tx: DbOrTx,
  actor: Actor,
  input: { childId: number; change: Change },
  now: { at: Date; today: string },
): Promise<boolean> {
  const { childId, change } = input;
  if (change.dateOfBirth !== undefined && change.dateOfBirth > now.today)
    throw badRequest('errors.dateOfBirthFuture', { dateOfBirth: 'errors.dateOfBirthFuture' });
  await lockChildAtCentre(tx, childId);
  const [row] = await tx.select().from(children).where(eq(children.id, childId));
  const current = row!;
  const set: Partial<Record<Field, string>> = {};
  const before: Partial<Record<Field, string>> = {};
  const after: Partial<Record<Field, string>> = {};
  for (const field of editableChildFields) {
    const sent = change[field];
    if (sent === undefined) continue;
    const value = storedValue(field, sent);
    if (value === current[field]) continue;
    set[field] = value;
    before[field] = shownDetail(current[field]);
    after[field] = shownDetail(value);
  }
  if (Object.keys(set).length === 0) return false;
  await tx
    .update(children)
    .set({ ...set, updatedAt: now.at })
    .where(eq(children.id, childId));
  await auditBy(tx, actor, {
    action: 'child.update',
    entityType: 'child',
    entityId: childId,
    details: { before, after },
    at: now.at,
  });
  return true;
}
