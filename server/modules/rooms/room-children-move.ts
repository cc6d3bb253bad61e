import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { children } from '../../db/schema/index.ts';
import { childAtCentre } from '../children/enrolled-children.ts';

/**
 * The children placed in an archived room move to `toRoomId`, from now: answers their ids.
 * Kept on its own so a move with an effective date (the children's room history) can take
 * its place without touching the archive's rules (decision 060). Children who have left
 * keep the room they were in.
 */
export async function moveRoomChildren(
  tx: Tx,
  fromRoomId: number,
  toRoomId: number,
  at: Date,
): Promise<number[]> {
  const moved = await tx
    .update(children)
    .set({ roomId: toRoomId, updatedAt: at })
    .where(and(eq(children.roomId, fromRoomId), childAtCentre))
    .returning({ id: children.id });
  return moved.map((child) => child.id).sort((a, b) => a - b);
}
