import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { rooms } from './centre.ts';
import { children } from './children.ts';
import { users } from './people.ts';

const priority = () =>
  text('priority', { enum: ['urgent', 'high', 'normal', 'low'] })
    .notNull()
    .default('normal');

/**
 * One message the centre sent to the families of a room or to all families (decision 049).
 * Each family still gets a private thread of its own (`messageThreads.broadcastId`); the
 * staff inbox shows the broadcast as one entry with how many families read and acknowledged
 * it. `recipients` is null for a broadcast sent before this table existed (grouped from its
 * threads by migration 0019: its room is not known).
 */
export const messageBroadcasts = pgTable(
  'message_broadcasts',
  {
    id: serial('id').primaryKey(),
    recipients: text('recipients', { enum: ['room', 'all'] }),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    /** The message every family received (the first message of each family's thread). */
    content: text('content').notNull(),
    priority: priority(),
    startedByUserId: integer('started_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_broadcasts_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * A conversation between the centre (one shared staff inbox) and one family's parent
 * accounts (`messageThreadParents`), about a child or general (decision 022).
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id').references(() => children.id),
    subject: text('subject').notNull(),
    priority: priority(),
    startedByUserId: integer('started_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageId: integer('last_message_id'),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    /** The broadcast this family's thread was made for, if any (decision 049). */
    broadcastId: integer('broadcast_id').references(() => messageBroadcasts.id),
    /**
     * A broadcast's family thread with the broadcast's message only: the staff inbox shows it
     * in the broadcast's one entry. The first reply (either side) ends it, for good.
     */
    foldedInBroadcast: boolean('folded_in_broadcast').notNull().default(false),
  },
  (t) => [
    index('message_threads_activity_idx').on(t.lastActivity.desc(), t.id.desc()),
    index('message_threads_broadcast_idx').on(t.broadcastId),
    // The staff inbox's conversations: every thread but those folded in a broadcast.
    index('message_threads_inbox_idx')
      .on(t.lastActivity.desc(), t.id.desc())
      .where(sql`not ${t.foldedInBroadcast}`),
  ],
);

/** The parent accounts taking part in a thread (the staff side is the whole centre). */
export const messageThreadParents = pgTable(
  'message_thread_parents',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index('message_thread_parents_user_idx').on(t.userId, t.threadId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id').references(() => messageThreads.id),
    // The sender is a sign-in account; the type says which side of the thread wrote it.
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    senderType: text('sender_type', { enum: ['staff', 'parent'] }).notNull(),
    childId: integer('child_id').references(() => children.id),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    messageType: text('message_type').notNull().default('general'),
    priority: priority(),
    parentNotificationSent: boolean('parent_notification_sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.id),
    index('messages_sender_idx').on(t.senderId),
    index('messages_created_idx').on(t.createdAt),
  ],
);

/**
 * One row per message and person it was sent to: their own read state, and for an urgent
 * message from the centre their acknowledgement. Written when the message is sent, to the
 * thread's parents or to the staff accounts of that moment.
 */
export const messageReceipts = pgTable(
  'message_receipts',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // Copied from the message so "unread per thread" needs only this table.
    threadId: integer('thread_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('message_receipts_user_idx').on(t.userId, t.messageId.desc()),
    index('message_receipts_unread_idx')
      .on(t.userId, t.threadId)
      .where(sql`${t.readAt} is null`),
  ],
);
