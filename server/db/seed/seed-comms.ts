import { eq } from 'drizzle-orm';
import { messages, messageThreads } from '../schema/index.ts';
import type { Centre, Child, Family, SeedContext } from './context.ts';
import { buildConversations } from './conversations.ts';

const hour = 3_600_000;

export async function seedMessages(
  ctx: SeedContext,
  centre: Centre,
  families: Family[],
  kids: Child[],
) {
  const conversations = buildConversations(centre, families, kids);
  const threads = await ctx.tx
    .insert(messageThreads)
    .values(
      conversations.map((c) => ({
        participants: [c.notes[0]!.from.userId, c.notes[0]!.to.userId],
        childId: c.child?.id ?? null,
        subject: c.notes[0]!.subject,
        lastActivity: new Date(ctx.now.getTime() - c.notes.at(-1)!.hoursAgo * hour),
      })),
    )
    .returning({ id: messageThreads.id });

  const flat = conversations.flatMap((c, i) =>
    c.notes.map((n) => ({ c, n, threadId: threads[i]!.id })),
  );
  const rows = await ctx.tx
    .insert(messages)
    .values(
      flat.map(({ c, n, threadId }) => {
        const sentAt = new Date(ctx.now.getTime() - n.hoursAgo * hour);
        return {
          threadId,
          senderId: n.from.userId,
          senderType: n.from.type,
          receiverId: n.to.userId,
          receiverType: n.to.type,
          childId: c.child?.id ?? null,
          subject: n.subject,
          content: n.content,
          messageType: c.messageType ?? 'general',
          priority: n.priority,
          isRead: n.read,
          createdAt: sentAt,
          readAt: n.read ? new Date(sentAt.getTime() + ctx.rng.int(20, 90) * 60_000) : null,
        };
      }),
    )
    .returning({ id: messages.id, threadId: messages.threadId });

  // Insert order is send order within a thread, so the last row per thread is its latest.
  const last = new Map(rows.map((r) => [r.threadId!, r.id]));
  for (const [threadId, messageId] of last) {
    await ctx.tx
      .update(messageThreads)
      .set({ lastMessageId: messageId })
      .where(eq(messageThreads.id, threadId));
  }
}
