import {
  cursorParam,
  lineText,
  multiLineText,
  oneLine,
  pageLimit,
  recordId,
  searchParam,
  selectedId,
} from './common.ts';
import { messagePriorities } from './enums.ts';
import { z } from './zod.ts';

/**
 * Conversations between the centre and families (decision 022). A thread's staff side is
 * the centre's shared inbox; its parent side is one family's parent accounts. Read state and
 * acknowledgements are per person (receipts). The spec's flat message list and mark-read
 * endpoints stay, answered from the same tables.
 */

export const senderTypes = ['staff', 'parent'] as const;

export const unreadCountResponse = z.object({ count: z.number().int().default(0) });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

export const recentMessage = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  subject: z.string(),
  senderName: z.string(),
  priority: z.enum(messagePriorities),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export const recentMessagesResponse = z.array(recentMessage);
export type RecentMessage = z.infer<typeof recentMessage>;

/** GET /api/messages and GET /api/messages/unread/count: the spec's parameters, ignored. */
export const messageListQuery = z.object({
  userId: oneLine(z.string()).max(20).optional(),
  userType: oneLine(z.string()).max(20).optional(),
  before: cursorParam.optional(),
  limit: pageLimit(50),
});
export type MessageListQuery = z.output<typeof messageListQuery>;

/** The spec's message entity, as the signed-in person received it. */
export const message = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  senderId: z.number().int(),
  senderType: z.enum(senderTypes),
  senderName: z.string(),
  receiverId: z.number().int(),
  receiverType: z.enum(senderTypes),
  childId: z.number().int().nullable(),
  subject: z.string(),
  content: z.string(),
  messageType: z.string(),
  priority: z.enum(messagePriorities),
  isRead: z.boolean(),
  parentNotificationSent: z.boolean(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof message>;
export const messageListResponse = z.array(message);

/**
 * The inbox's filters (decision 049): threads with messages the signed-in person has not
 * read; an urgent message from the centre not yet acknowledged (staff: by a family; a parent:
 * by them); conversations where a family wrote.
 */
export const inboxFilters = ['unread', 'needsAcknowledgement', 'fromFamilies'] as const;
export type InboxFilter = (typeof inboxFilters)[number];

export const threadListQuery = z.object({
  /** Case-insensitive substring of the subject or of any message's content. */
  search: searchParam.optional(),
  filter: z.enum(inboxFilters, { error: 'errors.messageFilter' }).optional(),
  before: cursorParam.optional(),
  limit: pageLimit(30),
});
export type ThreadListQuery = z.output<typeof threadListQuery>;

const person = z.object({ userId: z.number().int(), name: z.string() });

/** Staff: a broadcast's reach, counted in families (any of a family's guardians counts). */
export const broadcastStats = z.object({
  id: z.number().int(),
  /** Null for a broadcast sent before broadcasts were kept as one (its room is not known). */
  recipients: z.enum(['room', 'all']).nullable(),
  roomName: z.string().nullable(),
  families: z.number().int(),
  readByFamilies: z.number().int(),
  acknowledgedByFamilies: z.number().int(),
  /** Families who wrote back (their threads are in the inbox on their own). */
  repliedFamilies: z.number().int(),
  acknowledgementRequired: z.boolean(),
});
export type BroadcastStats = z.infer<typeof broadcastStats>;

export const threadSummary = z.object({
  id: z.number().int(),
  subject: z.string(),
  priority: z.enum(messagePriorities),
  childId: z.number().int().nullable(),
  childName: z.string().nullable(),
  /** The family's parent accounts in the thread. */
  parents: z.array(person),
  lastActivity: z.string(),
  lastMessage: z.object({
    senderName: z.string(),
    senderType: z.enum(senderTypes),
    /** The start of its text. */
    preview: z.string(),
  }),
  messageCount: z.number().int(),
  /** Messages in it the signed-in person has not read. */
  unreadCount: z.number().int(),
  /** A parent: an urgent message from the centre here waits for their acknowledgement. */
  awaitingAcknowledgement: z.boolean(),
  /**
   * An entry of the list: a conversation, or (staff) a broadcast to many families shown once;
   * a broadcast's `id` is the broadcast's (GET /api/messages/broadcasts/:id).
   */
  kind: z.enum(['thread', 'broadcast']),
  /** Staff: the broadcast this entry is, or this family's thread was made for. */
  broadcastId: z.number().int().nullable(),
  /** Staff, a broadcast entry: how many families read, acknowledged and answered it. */
  broadcast: broadcastStats.nullable(),
  /** Staff: an urgent message from the centre here that the family has not acknowledged. */
  acknowledgementPending: z.boolean(),
});
export type ThreadSummary = z.infer<typeof threadSummary>;
export const threadListResponse = z.array(threadSummary);

export const threadMessage = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  senderType: z.enum(senderTypes),
  senderName: z.string(),
  content: z.string(),
  priority: z.enum(messagePriorities),
  messageType: z.string(),
  createdAt: z.string(),
  /** Written by the signed-in person. */
  mine: z.boolean(),
  /** Read by the signed-in person (their own messages count as read). */
  isRead: z.boolean(),
  /** An urgent message from the centre asks each parent to acknowledge it. */
  acknowledgementRequired: z.boolean(),
  /** A parent: when they acknowledged it. */
  acknowledgedAt: z.string().nullable(),
  /** Staff: each parent's read and acknowledgement state of this message. */
  receipts: z.array(
    person.extend({ readAt: z.string().nullable(), acknowledgedAt: z.string().nullable() }),
  ),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

export const threadDetail = threadSummary.extend({ messages: z.array(threadMessage) });
export type ThreadDetail = z.infer<typeof threadDetail>;

/** One family's thread of a broadcast, as the centre follows it up. */
export const broadcastFamily = z.object({
  threadId: z.number().int(),
  parents: z.array(person),
  /** When a guardian of the family first read the broadcast. */
  readAt: z.string().nullable(),
  /** When a guardian of the family first acknowledged it (urgent broadcasts). */
  acknowledgedAt: z.string().nullable(),
  /** Messages the family wrote back. */
  replies: z.number().int(),
  /** Messages in the thread the signed-in staff member has not read. */
  unreadCount: z.number().int(),
  lastActivity: z.string(),
});
export type BroadcastFamily = z.infer<typeof broadcastFamily>;

/** GET /api/messages/broadcasts/:id: the broadcast, what it said, and each family's thread. */
export const broadcastDetail = threadSummary.extend({
  content: z.string(),
  broadcast: broadcastStats,
  families: z.array(broadcastFamily),
});
export type BroadcastDetail = z.infer<typeof broadcastDetail>;

export const subjectRequired = 'errors.messageSubjectRequired';
export const contentRequired = 'errors.messageContentRequired';
export const childRequired = 'errors.messageChildRequired';
export const roomRequired = 'errors.messageRoomRequired';

const subject = lineText(subjectRequired)
  .min(1, { error: subjectRequired })
  .max(200, { error: 'errors.messageSubjectTooLong' });
const content = multiLineText(contentRequired)
  .min(1, { error: contentRequired })
  .max(10_000, { error: 'errors.messageContentTooLong' });
const priority = z.enum(messagePriorities, { error: 'errors.messagePriority' }).default('normal');

/**
 * A new conversation. Staff write to one family (every guardian of a child), to the families
 * of a room, or to all families: a broadcast makes one thread per family, so replies stay
 * private. A parent writes to the centre about one of their children.
 */
export const newThreadRequest = z.discriminatedUnion(
  'recipients',
  [
    z.object({
      recipients: z.literal('family'),
      childId: selectedId(childRequired),
      subject,
      content,
      priority,
    }),
    z.object({
      recipients: z.literal('room'),
      roomId: selectedId(roomRequired),
      subject,
      content,
      priority,
    }),
    z.object({ recipients: z.literal('all'), subject, content, priority }),
    z.object({
      recipients: z.literal('centre'),
      childId: selectedId(childRequired),
      subject,
      content,
      priority,
    }),
  ],
  { error: 'errors.messageRecipients' },
);
export type NewThreadRequest = z.input<typeof newThreadRequest>;
export const newThreadResponse = z.object({
  /** The threads made: one, or one per family for a broadcast. */
  threadIds: z.array(z.number().int()),
  /** A broadcast (a room's or all families): the one inbox entry that stands for them. */
  broadcastId: z.number().int().nullable(),
});

export const replyRequest = z.object({ content, priority });
export type ReplyRequest = z.input<typeof replyRequest>;

export const threadIdParam = z.object({ id: recordId });
