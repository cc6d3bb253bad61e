import type { z } from 'zod';
import type { createChildRequest } from '../../../contract/children.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { childValues } from './child-values.ts';
import { startRoomPeriod } from './child-rooms.ts';
import { findRoomIdByName, insertChild } from './children-queries.ts';

/**
 * Enrolment step 1: saves the child in their room, born no later than the centre's today;
 * both problems are reported at once, by field.
 */
export async function enrolChild(
  tx: DbOrTx,
  body: z.output<typeof createChildRequest>,
  now: { at: Date; today: string },
  byUserId: number | null,
) {
  const roomId = await findRoomIdByName(tx, body.room);
  const fieldErrors: Record<string, string> = {};
  if (body.dateOfBirth > now.today) fieldErrors.dateOfBirth = 'errors.dateOfBirthFuture';
  if (roomId === null) fieldErrors.room = 'errors.chooseCentreRoom';
  if (roomId === null || Object.keys(fieldErrors).length > 0) {
    throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
  }
  const child = await insertChild(tx, childValues(body, roomId, now.at));
  // The child's first room, from the day they are saved (decision 061).
  await startRoomPeriod(tx, { childId: child.id, roomId, from: now.today, byUserId, at: now.at });
  return child;
}
