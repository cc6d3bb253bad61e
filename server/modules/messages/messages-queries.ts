import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { enrolledChild } from '../children/enrolled-children.ts';
import type { messagePriorities } from '../../../contract/enums.ts';
import type {
  BroadcastDetail,
  InboxFilter,
  Message,
  ThreadMessage,
  ThreadSummary,
} from '../../../contract/messages.ts';
import { containing } from '../../lib/text-search.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  children,
  guardians,
  messageBroadcasts,
  messageReceipts,
  messages,
  messageThreadParents,
  messageThreads,
  parentAccounts,
  rooms,
  users,
} from '../../db/schema/index.ts';
import { afterCursor, sortKeySql, toPage } from '../../lib/paging.ts';
import type { Principal } from '../../types.ts';
import { accessible, portalOf, signsInTo } from '../../access/access.ts';
import { userDisplayName } from '../auth/auth-queries.ts';

type MessagePriority = (typeof messagePriorities)[number];
export type Side = 'staff' | 'parent';
/** The side of a conversation a person writes from: the portal they sign in to. */
export const sideOf = (principal: Principal): Side => portalOf(principal);

const childName = sql<
  string | null
>`(select c.first_name || ' ' || c.last_name from children c where c.id = ${messageThreads.childId})`;

/** An enrolled child (a removed child's family is no longer written to from here). */
export async function childExists(db: DbOrTx, childId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.id, childId), enrolledChild));
  return row !== undefined;
}

/** A current room (an archived one has no families to write to). */
export async function roomExists(db: DbOrTx, roomId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), isNull(rooms.archivedAt)));
  return row !== undefined;
}

/** The parent accounts (active sign-ins) who are guardians of a child. */
export async function guardianUserIds(db: DbOrTx, childId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: users.id })
    .from(guardians)
    .innerJoin(parentAccounts, eq(parentAccounts.id, guardians.parentAccountId))
    .innerJoin(users, eq(users.id, parentAccounts.userId))
    .where(and(eq(guardians.childId, childId), eq(users.isActive, true)))
    .orderBy(users.id);
  return rows.map((r) => r.userId);
}

/**
 * The families of the enrolled children (of one room, or all), for a broadcast: each child's
 * guardians are a family, so everyone in a thread shares a child. Siblings with the same
 * guardians make one family, and a family whose guardians all belong to a larger one (a
 * parent's second child, alone with them) joins it; never a chain of families linked only
 * through someone else's child (decision 022).
 */
export async function familiesOf(db: DbOrTx, roomId: number | null): Promise<number[][]> {
  const rows = await db
    .select({
      childId: guardians.childId,
      parents: sql<number[]>`array_agg(${users.id} order by ${users.id})`,
    })
    .from(guardians)
    .innerJoin(children, eq(children.id, guardians.childId))
    .innerJoin(parentAccounts, eq(parentAccounts.id, guardians.parentAccountId))
    .innerJoin(users, eq(users.id, parentAccounts.userId))
    .where(
      and(
        eq(children.isActive, true),
        eq(users.isActive, true),
        roomId === null ? undefined : eq(children.roomId, roomId),
      ),
    )
    .groupBy(guardians.childId);
  const distinct = [...new Map(rows.map((r) => [r.parents.join(','), r.parents])).values()];
  distinct.sort((a, b) => b.length - a.length);
  const families: number[][] = [];
  for (const set of distinct) {
    const within = families.some((family) => set.every((id) => family.includes(id)));
    if (!within) families.push(set);
  }
  return families;
}

/** The accounts of one side that can sign in now (staff: who reads the centre's inbox). */
export async function activeUserIds(db: DbOrTx, side: Side): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(signsInTo(users.role, side), eq(users.isActive, true)))
    .orderBy(users.id);
  return rows.map((r) => r.id);
}

/** A broadcast's one record; each family's thread then points to it (decision 049). */
export async function createBroadcast(
  tx: DbOrTx,
  broadcast: {
    roomId: number | null;
    subject: string;
    content: string;
    priority: MessagePriority;
    startedByUserId: number;
    at: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(messageBroadcasts)
    .values({
      recipients: broadcast.roomId === null ? 'all' : 'room',
      roomId: broadcast.roomId,
      subject: broadcast.subject,
      content: broadcast.content,
      priority: broadcast.priority,
      startedByUserId: broadcast.startedByUserId,
      createdAt: broadcast.at,
    })
    .returning({ id: messageBroadcasts.id });
  return row!.id;
}

export async function createThread(
  tx: DbOrTx,
  thread: {
    childId: number | null;
    subject: string;
    priority: MessagePriority;
    parentUserIds: number[];
    startedByUserId: number;
    at: Date;
    /** The broadcast this family's thread is part of. */
    broadcastId?: number | null;
  },
): Promise<number> {
  const [row] = await tx
    .insert(messageThreads)
    .values({
      childId: thread.childId,
      subject: thread.subject,
      priority: thread.priority,
      startedByUserId: thread.startedByUserId,
      createdAt: thread.at,
      lastActivity: thread.at,
      broadcastId: thread.broadcastId ?? null,
      foldedInBroadcast: (thread.broadcastId ?? null) !== null,
    })
    .returning({ id: messageThreads.id });
  await tx
    .insert(messageThreadParents)
    .values(thread.parentUserIds.map((userId) => ({ threadId: row!.id, userId })));
  return row!.id;
}

/**
 * Adds a message to a thread: a receipt for everyone on the other side (the thread's
 * parents, or every staff account) and for the sender's fellow parents, and the thread's
 * latest activity. Returns the message's id and who received it.
 */
export async function addMessage(
  tx: DbOrTx,
  message: {
    threadId: number;
    senderId: number;
    senderType: Side;
    content: string;
    priority: MessagePriority;
    messageType?: string;
    at: Date;
  },
): Promise<{ id: number; recipients: number[] }> {
  // The thread's row is locked first: parallel replies take their turn, so the thread's
  // latest message and activity are always the newest one's.
  const [thread] = await tx
    .select({ subject: messageThreads.subject, childId: messageThreads.childId })
    .from(messageThreads)
    .where(eq(messageThreads.id, message.threadId))
    .for('update');
  const [row] = await tx
    .insert(messages)
    .values({
      threadId: message.threadId,
      senderId: message.senderId,
      senderType: message.senderType,
      childId: thread!.childId,
      subject: thread!.subject,
      content: message.content,
      priority: message.priority,
      messageType: message.messageType ?? 'general',
      createdAt: message.at,
    })
    .returning({ id: messages.id });
  const parents = (
    await tx
      .select({ userId: messageThreadParents.userId })
      .from(messageThreadParents)
      .where(eq(messageThreadParents.threadId, message.threadId))
  ).map((p) => p.userId);
  const others = message.senderType === 'staff' ? [] : await activeUserIds(tx, 'staff');
  const recipients = [...parents, ...others].filter((id) => id !== message.senderId);
  if (recipients.length > 0) {
    await tx.insert(messageReceipts).values(
      recipients.map((userId) => ({
        messageId: row!.id,
        userId,
        threadId: message.threadId,
      })),
    );
  }
  await tx
    .update(messageThreads)
    .set({
      lastMessageId: row!.id,
      lastActivity: message.at,
      // A broadcast's family thread stays folded in it for its first message only (049).
      foldedInBroadcast: sql`${messageThreads.lastMessageId} is null
        and ${messageThreads.foldedInBroadcast}`,
    })
    .where(eq(messageThreads.id, message.threadId));
  return { id: row!.id, recipients };
}

const threadOrder = [messageThreads.lastActivity, messageThreads.id];

type ThreadListQuery = {
  search?: string;
  before?: string;
  limit: number;
  filter?: InboxFilter;
};

/**
 * On the staff side, a broadcast's family thread stands in the inbox on its own once its
 * conversation goes on (a family answered, or the centre wrote again); until then the
 * broadcast's one entry stands for it (decision 049). An index keeps exactly these threads.
 */
const standsAlone = sql`not ${messageThreads.foldedInBroadcast}`;

/**
 * The first message of a thread (`alias`: the thread's table name or alias): a broadcast's
 * message, in each family's thread. A thread still folded in its broadcast has only that one.
 */
const firstMessageOf = (alias: SQL) => sql`coalesce(
  case when ${alias}.folded_in_broadcast then ${alias}.last_message_id end,
  (select min(fm.id) from ${messages} fm where fm.thread_id = ${alias}.id))`;

const fromFamilySql = sql`exists (select 1 from ${messages} m
  where m.thread_id = ${messageThreads.id} and m.sender_type = 'parent')`;

/** An urgent message from the centre in the thread that no one of the family acknowledged. */
const familyAcknowledgementPending = sql<boolean>`exists (select 1 from ${messages} m
  where m.thread_id = ${messageThreads.id} and m.priority = 'urgent' and m.sender_type = 'staff'
  and not exists (select 1 from ${messageReceipts} r
                  where r.message_id = m.id and r.acknowledged_at is not null))`;

const awaitingMine = (me: number) => sql<boolean>`exists (select 1 from ${messageReceipts} r
  join ${messages} m on m.id = r.message_id
  where r.user_id = ${me} and r.thread_id = ${messageThreads.id}
  and r.acknowledged_at is null and m.priority = 'urgent' and m.sender_type = 'staff')`;

const unreadByMe = (me: number) => sql`exists (select 1 from ${messageReceipts} r
  where r.user_id = ${me} and r.thread_id = ${messageThreads.id} and r.read_at is null)`;

/** The threads a search and a filter keep, for the signed-in person's side. */
function threadConditions(principal: Principal, query: ThreadListQuery): SQL | undefined {
  const me = principal.userId;
  const staff = sideOf(principal) === 'staff';
  const search = query.search?.trim();
  return and(
    // Staff: the centre's inbox, every thread; a parent: the threads they are in.
    accessible(principal, 'message.read', messageThreads.id),
    search
      ? or(
          sql`${messageThreads.subject} ilike ${containing(search)}`,
          sql`exists (select 1 from ${messages} m where m.thread_id = ${messageThreads.id}
                      and m.content ilike ${containing(search)})`,
        )
      : undefined,
    query.filter === 'unread' ? unreadByMe(me) : undefined,
    query.filter === 'needsAcknowledgement'
      ? staff
        ? familyAcknowledgementPending
        : awaitingMine(me)
      : undefined,
    query.filter === 'fromFamilies' ? fromFamilySql : undefined,
  );
}

/**
 * The signed-in person's inbox, latest activity first, a page at a time. A parent sees their
 * family's threads. Staff see the centre's: each broadcast once, as one entry with its reach
 * in families, beside every conversation (decision 049).
 */
export async function listThreads(
  db: DbOrTx,
  principal: Principal,
  query: ThreadListQuery,
): Promise<{ items: ThreadSummary[]; nextCursor: string | null }> {
  if (sideOf(principal) === 'parent') {
    const rows = await threadSummaries(
      db,
      principal,
      and(afterCursor(threadOrder, query.before), threadConditions(principal, query)),
      query.limit + 1,
    );
    const page = toPage(rows, query.limit, (r) => r.sortKey);
    return { nextCursor: page.nextCursor, items: page.rows.map((r) => r.summary) };
  }
  const entries = await inboxEntries(db, principal, query);
  const page = toPage(entries, query.limit, (e) => e.sortKey);
  const threadIds = page.rows.filter((e) => e.kind === 'thread').map((e) => e.id);
  const broadcastIds = page.rows.filter((e) => e.kind === 'broadcast').map((e) => e.id);
  const threads = new Map(
    threadIds.length === 0
      ? []
      : (await threadSummaries(db, principal, inArray(messageThreads.id, threadIds))).map((r) => [
          r.summary.id,
          r.summary,
        ]),
  );
  const broadcasts = new Map(
    (await broadcastSummaries(db, broadcastIds)).map((b) => [b.id, b] as const),
  );
  return {
    nextCursor: page.nextCursor,
    items: page.rows.map((e) => (e.kind === 'thread' ? threads.get(e.id)! : broadcasts.get(e.id)!)),
  };
}

/**
 * The staff inbox's entries of one page: conversations (a broadcast's family thread once it
 * has a reply) and broadcasts, by latest activity (a broadcast's is when it was sent). The
 * sort key is [time, id, kind (0 thread, 1 broadcast)], so a page starts after the last one.
 */
async function inboxEntries(db: DbOrTx, principal: Principal, query: ThreadListQuery) {
  const cursor = afterCursor([sql`e.at`, sql`e.id`, sql`e.kind`], query.before);
  const search = query.search?.trim();
  const broadcastConditions = and(
    search
      ? or(sql`b.subject ilike ${containing(search)}`, sql`b.content ilike ${containing(search)}`)
      : undefined,
    // A broadcast has nothing unread for staff and no family's words: its replies stand alone.
    query.filter === 'unread' || query.filter === 'fromFamilies' ? sql`false` : undefined,
    query.filter === 'needsAcknowledgement'
      ? sql`b.priority = 'urgent' and exists (select 1 from ${messageThreads} bt
          where bt.broadcast_id = b.id and not exists (select 1 from ${messageReceipts} r
            where r.thread_id = bt.id and r.acknowledged_at is not null
            and r.message_id = ${firstMessageOf(sql`bt`)}))`
      : undefined,
  );
  const result = await db.execute(sql`
    select e.kind, e.id, json_build_array(e.at, e.id, e.kind)::text as "sortKey" from (
      select 0 as kind, ${messageThreads.id} as id, ${messageThreads.lastActivity} as at
      from ${messageThreads}
      where ${and(standsAlone, threadConditions(principal, query))}
      union all
      select 1 as kind, b.id, b.created_at as at from ${messageBroadcasts} b
      where ${broadcastConditions ?? sql`true`}
    ) e
    ${cursor ? sql`where ${cursor}` : sql``}
    order by e.at desc, e.id desc, e.kind desc
    limit ${query.limit + 1}`);
  return (result as unknown as { rows: { kind: number; id: number; sortKey: string }[] }).rows.map(
    (r) => ({
      kind: Number(r.kind) === 1 ? ('broadcast' as const) : ('thread' as const),
      id: Number(r.id),
      sortKey: r.sortKey,
    }),
  );
}

/** Thread summaries (latest activity first) of the threads `where` keeps. */
async function threadSummaries(
  db: DbOrTx,
  principal: Principal,
  where: SQL | undefined,
  limit?: number,
): Promise<{ summary: ThreadSummary; sortKey: string }[]> {
  const me = principal.userId;
  const staff = sideOf(principal) === 'staff';
  const select = db
    .select({
      id: messageThreads.id,
      subject: messageThreads.subject,
      priority: messageThreads.priority,
      childId: messageThreads.childId,
      childName,
      broadcastId: messageThreads.broadcastId,
      lastActivity: messageThreads.lastActivity,
      lastSenderName: userDisplayName,
      lastSenderType: messages.senderType,
      lastContent: sql<string>`left(${messages.content}, 160)`,
      messageCount: sql<number>`(select count(*)::int from ${messages} m
                                 where m.thread_id = ${messageThreads.id})`,
      unreadCount: sql<number>`(select count(*)::int from ${messageReceipts} r
                                where r.user_id = ${me} and r.thread_id = ${messageThreads.id}
                                and r.read_at is null)`,
      awaitingAcknowledgement: staff ? sql<boolean>`false` : awaitingMine(me),
      acknowledgementPending: staff ? familyAcknowledgementPending : sql<boolean>`false`,
      sortKey: sortKeySql(threadOrder),
    })
    .from(messageThreads)
    .innerJoin(messages, eq(messages.id, messageThreads.lastMessageId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(where)
    .orderBy(desc(messageThreads.lastActivity), desc(messageThreads.id));
  const rows = await (limit === undefined ? select : select.limit(limit));
  const parents = await parentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    sortKey: r.sortKey,
    summary: {
      id: r.id,
      kind: 'thread',
      subject: r.subject,
      priority: r.priority,
      childId: r.childId,
      childName: r.childName,
      parents: parents.get(r.id) ?? [],
      lastActivity: r.lastActivity.toISOString(),
      lastMessage: {
        senderName: r.lastSenderName,
        senderType: r.lastSenderType,
        preview: r.lastContent,
      },
      messageCount: r.messageCount,
      unreadCount: r.unreadCount,
      awaitingAcknowledgement: r.awaitingAcknowledgement,
      // Which broadcast a family's thread came from is the centre's business.
      broadcastId: staff ? r.broadcastId : null,
      broadcast: null,
      acknowledgementPending: r.acknowledgementPending,
    },
  }));
}

/**
 * Broadcasts as inbox entries: what was sent, by whom, and its reach in families. A family
 * has read (acknowledged) the broadcast when any of its guardians has; a family replied when
 * one of them wrote in its thread.
 */
async function broadcastSummaries(db: DbOrTx, ids: number[]): Promise<ThreadSummary[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({
      id: messageBroadcasts.id,
      recipients: messageBroadcasts.recipients,
      roomName: rooms.name,
      subject: messageBroadcasts.subject,
      content: messageBroadcasts.content,
      priority: messageBroadcasts.priority,
      createdAt: messageBroadcasts.createdAt,
      senderName: sql<string>`coalesce(${userDisplayName}, '')`,
    })
    .from(messageBroadcasts)
    .leftJoin(rooms, eq(rooms.id, messageBroadcasts.roomId))
    .leftJoin(users, eq(users.id, messageBroadcasts.startedByUserId))
    .where(inArray(messageBroadcasts.id, ids));
  if (found.length === 0) return [];
  // Each family's thread once: the broadcast's message (its first), whether any guardian
  // read or acknowledged it, and whether the family wrote back.
  const counted = await db.execute(sql`
    select t.broadcast_id as id, count(*)::int as families,
      (count(*) filter (where rc.read))::int as "readByFamilies",
      (count(*) filter (where rc.acknowledged))::int as "acknowledgedByFamilies",
      (count(*) filter (where not t.folded_in_broadcast and exists (select 1 from ${messages} m
        where m.thread_id = t.id and m.sender_type = 'parent')))::int as "repliedFamilies"
    from ${messageThreads} t
    cross join lateral (select ${firstMessageOf(sql`t`)} as id) fm
    cross join lateral (select coalesce(bool_or(r.read_at is not null), false) as read,
        coalesce(bool_or(r.acknowledged_at is not null), false) as acknowledged
      from ${messageReceipts} r where r.message_id = fm.id) rc
    where t.broadcast_id in (${sql.join(
      found.map((b) => sql`${b.id}`),
      sql`, `,
    )})
    group by t.broadcast_id`);
  type Reach = {
    id: number;
    families: number;
    readByFamilies: number;
    acknowledgedByFamilies: number;
    repliedFamilies: number;
  };
  const reach = new Map(
    (counted as unknown as { rows: Reach[] }).rows.map((r) => [Number(r.id), r] as const),
  );
  const none = { families: 0, readByFamilies: 0, acknowledgedByFamilies: 0, repliedFamilies: 0 };
  const rows = found.map((b) => {
    const r = reach.get(b.id) ?? none;
    return {
      ...b,
      families: Number(r.families),
      readByFamilies: Number(r.readByFamilies),
      acknowledgedByFamilies: Number(r.acknowledgedByFamilies),
      repliedFamilies: Number(r.repliedFamilies),
    };
  });
  return rows.map((b) => {
    const acknowledgementRequired = b.priority === 'urgent';
    return {
      id: b.id,
      kind: 'broadcast',
      subject: b.subject,
      priority: b.priority,
      childId: null,
      childName: null,
      parents: [],
      lastActivity: b.createdAt.toISOString(),
      lastMessage: {
        senderName: b.senderName,
        senderType: 'staff',
        preview: b.content.slice(0, 160),
      },
      messageCount: 1,
      unreadCount: 0,
      awaitingAcknowledgement: false,
      broadcastId: b.id,
      broadcast: {
        id: b.id,
        recipients: b.recipients,
        roomName: b.roomName,
        families: b.families,
        readByFamilies: b.readByFamilies,
        acknowledgedByFamilies: b.acknowledgedByFamilies,
        repliedFamilies: b.repliedFamilies,
        acknowledgementRequired,
      },
      acknowledgementPending: acknowledgementRequired && b.acknowledgedByFamilies < b.families,
    };
  });
}

/** A broadcast with each family's thread, read and acknowledgement (staff only). */
export async function findBroadcast(
  db: DbOrTx,
  principal: Principal,
  broadcastId: number,
): Promise<BroadcastDetail | undefined> {
  const [summary] = await broadcastSummaries(db, [broadcastId]);
  if (!summary) return undefined;
  const me = principal.userId;
  const firstMessage = firstMessageOf(sql`${messageThreads}`);
  const [content] = await db
    .select({ content: messageBroadcasts.content })
    .from(messageBroadcasts)
    .where(eq(messageBroadcasts.id, broadcastId));
  const rows = await db
    .select({
      threadId: messageThreads.id,
      lastActivity: messageThreads.lastActivity,
      readAt: sql<string | null>`(select min(r.read_at) from ${messageReceipts} r
        where r.message_id = ${firstMessage})`.mapWith((v) => toIso(v)),
      acknowledgedAt: sql<string | null>`(select min(r.acknowledged_at) from ${messageReceipts} r
        where r.message_id = ${firstMessage})`.mapWith((v) => toIso(v)),
      replies: sql<number>`(select count(*)::int from ${messages} m
        where m.thread_id = ${messageThreads.id} and m.sender_type = 'parent')`,
      unreadCount: sql<number>`(select count(*)::int from ${messageReceipts} r
        where r.user_id = ${me} and r.thread_id = ${messageThreads.id} and r.read_at is null)`,
    })
    .from(messageThreads)
    .where(eq(messageThreads.broadcastId, broadcastId))
    .orderBy(desc(messageThreads.lastActivity), messageThreads.id);
  const parents = await parentsOf(
    db,
    rows.map((r) => r.threadId),
  );
  return {
    ...summary,
    broadcast: summary.broadcast!,
    content: content!.content,
    families: rows.map((r) => ({
      threadId: r.threadId,
      parents: parents.get(r.threadId) ?? [],
      readAt: r.readAt,
      acknowledgedAt: r.acknowledgedAt,
      replies: r.replies,
      unreadCount: r.unreadCount,
      lastActivity: r.lastActivity.toISOString(),
    })),
  };
}

const toIso = (v: unknown): string | null =>
  v === null || v === undefined ? null : new Date(v as string | Date).toISOString();

async function parentsOf(db: DbOrTx, threadIds: number[]) {
  const byThread = new Map<number, { userId: number; name: string }[]>();
  if (threadIds.length === 0) return byThread;
  const rows = await db
    .select({
      threadId: messageThreadParents.threadId,
      userId: users.id,
      name: userDisplayName,
    })
    .from(messageThreadParents)
    .innerJoin(users, eq(users.id, messageThreadParents.userId))
    .where(inArray(messageThreadParents.threadId, threadIds))
    .orderBy(messageThreadParents.threadId, users.id);
  for (const r of rows) {
    const list = byThread.get(r.threadId) ?? [];
    list.push({ userId: r.userId, name: r.name });
    byThread.set(r.threadId, list);
  }
  return byThread;
}

/**
 * One thread with its messages oldest first, or undefined when the principal may not see it
 * (the thread list's own filter: a parent sees only their threads).
 */
export async function findThread(db: DbOrTx, principal: Principal, threadId: number) {
  const me = principal.userId;
  const [found] = await threadSummaries(
    db,
    principal,
    and(eq(messageThreads.id, threadId), threadConditions(principal, { limit: 1 })),
  );
  if (!found) return undefined;
  const summary = found.summary;
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      senderType: messages.senderType,
      senderName: userDisplayName,
      content: messages.content,
      priority: messages.priority,
      messageType: messages.messageType,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.threadId, threadId))
    .orderBy(messages.id);
  const receipts = await db
    .select({
      messageId: messageReceipts.messageId,
      userId: messageReceipts.userId,
      role: users.role,
      name: userDisplayName,
      readAt: messageReceipts.readAt,
      acknowledgedAt: messageReceipts.acknowledgedAt,
    })
    .from(messageReceipts)
    .innerJoin(users, eq(users.id, messageReceipts.userId))
    .where(eq(messageReceipts.threadId, threadId))
    .orderBy(messageReceipts.messageId, users.id);
  const staffSide = sideOf(principal) === 'staff';
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const threadMessages: ThreadMessage[] = rows.map((m) => {
    const own = receipts.filter((r) => r.messageId === m.id);
    const mine = own.find((r) => r.userId === me);
    return {
      id: m.id,
      senderId: m.senderId,
      senderType: m.senderType,
      senderName: m.senderName,
      content: m.content,
      priority: m.priority,
      messageType: m.messageType,
      createdAt: m.createdAt.toISOString(),
      mine: m.senderId === me,
      isRead: m.senderId === me || !mine || mine.readAt !== null,
      acknowledgementRequired: m.priority === 'urgent' && m.senderType === 'staff',
      acknowledgedAt: iso(mine?.acknowledgedAt ?? null),
      // Who has read and acknowledged is the centre's to see, never another parent's.
      receipts: staffSide
        ? own
            .filter((r) => portalOf(r) === 'parent')
            .map((r) => ({
              userId: r.userId,
              name: r.name,
              readAt: iso(r.readAt),
              acknowledgedAt: iso(r.acknowledgedAt),
            }))
        : [],
    };
  });
  return { ...summary, messages: threadMessages };
}

/** Marks every message of a thread read for one person; returns how many were unread. */
export async function markThreadRead(
  db: DbOrTx,
  userId: number,
  threadId: number,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(messageReceipts)
    .set({ readAt: at })
    .where(
      and(
        eq(messageReceipts.userId, userId),
        eq(messageReceipts.threadId, threadId),
        isNull(messageReceipts.readAt),
      ),
    )
    .returning({ messageId: messageReceipts.messageId });
  return rows.length;
}

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messageReceipts)
    .where(and(eq(messageReceipts.userId, userId), isNull(messageReceipts.readAt)));
  return row?.n ?? 0;
}

const receivedColumns = {
  id: messages.id,
  threadId: messageReceipts.threadId,
  senderId: messages.senderId,
  senderType: messages.senderType,
  senderName: userDisplayName,
  childId: messages.childId,
  subject: messages.subject,
  content: messages.content,
  messageType: messages.messageType,
  priority: messages.priority,
  parentNotificationSent: messages.parentNotificationSent,
  createdAt: messages.createdAt,
  readAt: messageReceipts.readAt,
};

/** The messages this person received, newest first (the spec's message list). */
export async function listReceived(
  db: DbOrTx,
  principal: Principal,
  query: { before?: string; limit: number },
): Promise<{ items: Message[]; nextCursor: string | null }> {
  const order = [messageReceipts.messageId];
  const rows = await db
    .select({ ...receivedColumns, sortKey: sortKeySql(order) })
    .from(messageReceipts)
    .innerJoin(messages, eq(messages.id, messageReceipts.messageId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messageReceipts.userId, principal.userId), afterCursor(order, query.before)))
    .orderBy(desc(messageReceipts.messageId))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit, (r) => r.sortKey);
  return {
    nextCursor: page.nextCursor,
    items: page.rows.map((r) => asMessage(r, principal)),
  };
}

/** One received message, or undefined when it was not sent to this person. */
export async function findReceived(db: DbOrTx, principal: Principal, messageId: number) {
  const [row] = await db
    .select(receivedColumns)
    .from(messageReceipts)
    .innerJoin(messages, eq(messages.id, messageReceipts.messageId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      and(eq(messageReceipts.userId, principal.userId), eq(messageReceipts.messageId, messageId)),
    );
  return row ? asMessage(row, principal) : undefined;
}

function asMessage(
  r: Omit<Message, 'createdAt' | 'readAt' | 'isRead' | 'receiverId' | 'receiverType'> & {
    createdAt: Date;
    readAt: Date | null;
  },
  principal: Principal,
): Message {
  return {
    ...r,
    receiverId: principal.userId,
    receiverType: sideOf(principal),
    isRead: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
  };
}

/** Marks one received message read (first reading wins); false when it was not theirs. */
export async function markRead(db: DbOrTx, userId: number, messageId: number, at: Date) {
  await db
    .update(messageReceipts)
    .set({ readAt: at })
    .where(
      and(
        eq(messageReceipts.userId, userId),
        eq(messageReceipts.messageId, messageId),
        isNull(messageReceipts.readAt),
      ),
    );
}

/** A parent's acknowledgement of an urgent message from the centre (read at the same time). */
export async function acknowledge(
  db: DbOrTx,
  userId: number,
  messageId: number,
  at: Date,
): Promise<boolean> {
  const changed = await db
    .update(messageReceipts)
    .set({ acknowledgedAt: at, readAt: sql`coalesce(${messageReceipts.readAt}, ${at})` })
    .where(
      and(
        eq(messageReceipts.userId, userId),
        eq(messageReceipts.messageId, messageId),
        isNull(messageReceipts.acknowledgedAt),
      ),
    )
    .returning({ messageId: messageReceipts.messageId });
  return changed.length > 0;
}

/** The message's thread and whether it asks for acknowledgement, when sent to this person. */
export async function receivedMessageInfo(db: DbOrTx, userId: number, messageId: number) {
  const [row] = await db
    .select({
      threadId: messageReceipts.threadId,
      priority: messages.priority,
      senderType: messages.senderType,
    })
    .from(messageReceipts)
    .innerJoin(messages, eq(messages.id, messageReceipts.messageId))
    .where(and(eq(messageReceipts.userId, userId), eq(messageReceipts.messageId, messageId)));
  return row;
}

/** The latest messages received by this user, for the notification menu. */
export async function recentReceived(db: DbOrTx, userId: number, limit: number) {
  const rows = await db
    .select({
      id: messages.id,
      threadId: messageReceipts.threadId,
      subject: messages.subject,
      priority: messages.priority,
      readAt: messageReceipts.readAt,
      createdAt: messages.createdAt,
      senderName: userDisplayName,
    })
    .from(messageReceipts)
    .innerJoin(messages, eq(messages.id, messageReceipts.messageId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messageReceipts.userId, userId))
    .orderBy(desc(messageReceipts.messageId))
    .limit(limit);
  return rows.map(({ readAt, ...r }) => ({
    ...r,
    isRead: readAt !== null,
    createdAt: r.createdAt.toISOString(),
  }));
}
