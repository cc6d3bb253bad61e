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
import { children } from './children.ts';
import { users } from './people.ts';

const priority = () =>
  text('priority', { enum: ['urgent', 'high', 'normal', 'low'] })
    .notNull()
    .default('normal');

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
  },
  (t) => [index('message_threads_activity_idx').on(t.lastActivity.desc(), t.id.desc())],
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
