import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { users } from './people.ts';

export const messageThreads = pgTable('message_threads', {
  id: serial('id').primaryKey(),
  // User ids of everyone in the conversation.
  participants: jsonb('participants').$type<number[]>().notNull(),
  childId: integer('child_id').references(() => children.id),
  subject: text('subject').notNull(),
  lastMessageId: integer('last_message_id'),
  lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
  isActive: boolean('is_active').notNull().default(true),
});

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id').references(() => messageThreads.id),
    // Sender and receiver are sign-in accounts; the type says which portal they use.
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    senderType: text('sender_type', { enum: ['staff', 'parent'] }).notNull(),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id),
    receiverType: text('receiver_type', { enum: ['staff', 'parent'] }).notNull(),
    childId: integer('child_id').references(() => children.id),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    messageType: text('message_type').notNull().default('general'),
    priority: text('priority', { enum: ['urgent', 'high', 'normal', 'low'] })
      .notNull()
      .default('normal'),
    isRead: boolean('is_read').notNull().default(false),
    parentNotificationSent: boolean('parent_notification_sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_receiver_idx').on(t.receiverId, t.isRead),
    index('messages_sender_idx').on(t.senderId),
    index('messages_created_idx').on(t.createdAt),
  ],
);
