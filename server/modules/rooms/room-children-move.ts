import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { children } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { moveChildToRoom } from '../children/child-rooms.ts';
import { childAtCentre } from '../children/enrolled-children.ts';

/**
 * The children placed in an archived room move to `toRoomId` from the centre's today, each
 * through the one way a child changes room (decision 061): their room history says where
 * they were on each day, and each child's record has its own audited move. Answers their
 * ids. Children who have left keep the room they were in.
 */
export async function moveRoomChildren(
  tx: Tx,
  actor: Actor,
  move: { fromRoomId: number; toRoomId: number; now: { at: Date; today: string } },
): Promise<number[]> {
  const placed = await tx
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.roomId, move.fromRoomId), childAtCentre));
  const ids = placed.map((child) => child.id).sort((a, b) => a - b);
  for (const childId of ids)
    await moveChildToRoom(tx, {
      childId,
      roomId: move.toRoomId,
      from: move.now.today,
      actor,
      now: move.now,
    });
  return ids;
}
