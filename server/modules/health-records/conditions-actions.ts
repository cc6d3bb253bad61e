import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { conditionRequest } from '../../../contract/health-records.ts';
import { requireTarget } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import { childHealthConditions } from '../../db/schema/index.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { findCondition } from './conditions-queries.ts';

type ConditionInput = z.output<typeof conditionRequest>;
const missing = 'errors.conditionNotFound';

/** Adds an allergy or condition; a guardian only to their own child (404 otherwise). */
export async function addCondition(
  tx: DbOrTx,
  actor: Actor,
  childId: number,
  input: ConditionInput,
  at: Date,
) {
  await requireTarget(tx, actor, 'health.update', childId);
  const [row] = await tx
    .insert(childHealthConditions)
    .values({
      ...input,
      childId,
      createdByUserId: actor.userId,
      updatedByUserId: actor.userId,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: childHealthConditions.id });
  await auditBy(tx, actor, {
    action: 'health.condition.add',
    entityType: 'child',
    entityId: childId,
    details: { after: input },
    at,
  });
  return (await findCondition(tx, childId, row!.id))!;
}

/** Changes one; the audit row keeps what it said before and after. */
export async function updateCondition(
  tx: DbOrTx,
  actor: Actor,
  ids: { childId: number; conditionId: number },
  input: ConditionInput,
  at: Date,
) {
  await requireTarget(tx, actor, 'health.update', ids.childId);
  const before = await findCondition(tx, ids.childId, ids.conditionId);
  if (!before) throw notFound(missing);
  await tx
    .update(childHealthConditions)
    .set({ ...input, updatedByUserId: actor.userId, updatedAt: at })
    .where(eq(childHealthConditions.id, ids.conditionId));
  await auditBy(tx, actor, {
    action: 'health.condition.update',
    entityType: 'child',
    entityId: ids.childId,
    details: { before: withoutMeta(before), after: input },
    at,
  });
  return (await findCondition(tx, ids.childId, ids.conditionId))!;
}

/** Removes one; what it said stays in the audit row. */
export async function removeCondition(
  tx: DbOrTx,
  actor: Actor,
  ids: { childId: number; conditionId: number },
  at: Date,
) {
  await requireTarget(tx, actor, 'health.update', ids.childId);
  const before = await findCondition(tx, ids.childId, ids.conditionId);
  if (!before) throw notFound(missing);
  await tx
    .delete(childHealthConditions)
    .where(
      and(
        eq(childHealthConditions.id, ids.conditionId),
        eq(childHealthConditions.childId, ids.childId),
      ),
    );
  await auditBy(tx, actor, {
    action: 'health.condition.remove',
    entityType: 'child',
    entityId: ids.childId,
    details: { before: withoutMeta(before) },
    at,
  });
}

function withoutMeta(condition: NonNullable<Awaited<ReturnType<typeof findCondition>>>) {
  const { id: _id, updatedAt: _at, updatedBy: _by, ...rest } = condition;
  return rest;
}
