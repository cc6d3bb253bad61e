import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { messages, users } from '../../db/schema/index.ts';
import { userDisplayName } from '../auth/auth-queries.ts';

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, userId), eq(messages.isRead, false)));
  return row?.n ?? 0;
}

/** The latest messages received by this user, for the notification menu. */
export async function recentReceived(db: DbOrTx, userId: number, limit: number) {
  const rows = await db
    .select({
      id: messages.id,
      subject: messages.subject,
      priority: messages.priority,
      isRead: messages.isRead,
      createdAt: messages.createdAt,
      senderName: userDisplayName,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.receiverId, userId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
