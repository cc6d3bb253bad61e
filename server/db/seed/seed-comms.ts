import { and, eq, ne } from 'drizzle-orm';
import {
  messageReceipts,
  messages,
  messageThreadParents,
  messageThreads,
  users,
} from '../schema/index.ts';
import type { Centre, Child, Family, SeedContext } from './context.ts';
import { buildConversations } from './conversations.ts';

const hour = 3_600_000;

/**
 * The demo conversations as the product keeps them: one thread per conversation with its
 * family's parents, and a receipt per recipient (a parent's message reaches every staff
 * account: the centre's shared inbox).
 */
export async function seedMessages(
  ctx: SeedContext,
  centre: Centre,
  families: Family[],
  kids: Child[],
) {
  const staffIds = (
    await ctx.tx
      .select({ id: users.id })
      .from(users)
      .where(and(ne(users.role, 'parent'), eq(users.isActive, true)))
  ).map((u) => u.id);
  const at = (hoursAgo: number) => new Date(ctx.now.getTime() - hoursAgo * hour);

  for (const conversation of buildConversations(centre, families, kids)) {
    const first = conversation.notes[0]!;
    const last = conversation.notes.at(-1)!;
    const parents = [
      ...new Set(
        conversation.notes.flatMap((n) =>
          [n.from, n.to].filter((w) => w.type === 'parent').map((w) => w.userId),
        ),
      ),
    ];
    const [thread] = await ctx.tx
      .insert(messageThreads)
      .values({
        childId: conversation.child?.id ?? null,
        subject: first.subject,
        priority: first.priority,
        startedByUserId: first.from.userId,
        createdAt: at(first.hoursAgo),
        lastActivity: at(last.hoursAgo),
      })
      .returning({ id: messageThreads.id });
    const threadId = thread!.id;
    await ctx.tx
      .insert(messageThreadParents)
      .values(parents.map((userId) => ({ threadId, userId })));

    let lastId = 0;
    for (const n of conversation.notes) {
      const sentAt = at(n.hoursAgo);
      const [row] = await ctx.tx
        .insert(messages)
        .values({
          threadId,
          senderId: n.from.userId,
          senderType: n.from.type,
          childId: conversation.child?.id ?? null,
          subject: n.subject,
          content: n.content,
          messageType: conversation.messageType ?? 'general',
          priority: n.priority,
          createdAt: sentAt,
        })
        .returning({ id: messages.id });
      lastId = row!.id;
      const recipients = n.from.type === 'parent' ? staffIds : parents;
      const readAt = n.read ? new Date(sentAt.getTime() + ctx.rng.int(20, 90) * 60_000) : null;
      await ctx.tx.insert(messageReceipts).values(
        recipients.map((userId) => ({
          messageId: lastId,
          userId,
          threadId,
          readAt,
          acknowledgedAt:
            readAt && n.priority === 'urgent' && n.from.type === 'staff' ? readAt : null,
        })),
      );
    }
    await ctx.tx
      .update(messageThreads)
      .set({ lastMessageId: lastId })
      .where(eq(messageThreads.id, threadId));
  }
}
