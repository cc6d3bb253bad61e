import type { z } from 'zod';
import type {
  newThreadRequest,
  newThreadResponse,
  replyRequest,
  ThreadMessage,
} from '../../../contract/messages.ts';
import { requireTarget } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { countAttempt } from '../../lib/throttle.ts';
import { forbiddenMessage } from '../../plugins/access.ts';
import {
  acknowledge,
  addMessage,
  childExists,
  createBroadcast,
  createThread,
  familiesOf,
  findThread,
  guardianUserIds,
  markThreadRead,
  receivedMessageInfo,
  roomExists,
  sideOf,
} from './messages-queries.ts';

export const threadNotFound = 'errors.threadNotFound';
export const messageNotFound = 'errors.messageNotFound';
const noFamilies = 'errors.messageNoFamilies';
/** New conversations a parent may start per throttle window (15 minutes). */
const newThreadsPerWindow = 10;

type NewThread = z.output<typeof newThreadRequest>;
/** What a new message causes for its recipients: their e-mails (message-mail.ts). */
export type UnreadMails = (
  tx: DbOrTx,
  sent: { id: number; recipients: number[] },
  at: Date,
) => Promise<void>;

/**
 * A parent's acknowledgement of an urgent message from the centre, in the caller's
 * transaction; acknowledging again changes nothing and is not written down again.
 */
export async function acknowledgeMessage(
  tx: DbOrTx,
  actor: Actor,
  id: number,
  clock: Clock,
): Promise<ThreadMessage> {
  const info = await receivedMessageInfo(tx, actor.userId, id);
  if (!info) throw notFound(messageNotFound);
  if (info.priority !== 'urgent' || info.senderType !== 'staff')
    throw new HttpError(400, 'errors.messageNoAcknowledgement');
  const at = clock.now();
  if (await acknowledge(tx, actor.userId, id, at))
    await auditBy(tx, actor, {
      action: 'message.acknowledge',
      entityType: 'message',
      entityId: id,
      details: { threadId: info.threadId },
      at,
    });
  const thread = (await findThread(tx, actor, info.threadId))!;
  return thread.messages.find((m) => m.id === id)!;
}

/**
 * Whether the person may start this conversation at all: staff write to families, a parent
 * to the centre (403 otherwise). Each new conversation reaches every staff account (and its
 * e-mail), so a parent starts a few at a time, not a flood (429). Counted outside the
 * change, so a refusal still counts.
 */
export async function admitConversation(
  db: DbOrTx,
  actor: Actor,
  body: NewThread,
  now: Date,
): Promise<void> {
  const side = sideOf(actor);
  if ((body.recipients === 'centre') !== (side === 'parent'))
    throw new HttpError(403, forbiddenMessage);
  if (side === 'parent') {
    const key = `message.start:${actor.userId}`;
    const counts = await countAttempt(db, [key], now);
    if (counts[key]! > newThreadsPerWindow) throw new HttpError(429, 'errors.tooManyMessages');
  }
}

/** The families a new conversation goes to, each with its guardians' accounts. */
async function recipientsOf(
  tx: DbOrTx,
  actor: Actor,
  body: NewThread,
): Promise<{ childId: number | null; parents: number[] }[]> {
  if (body.recipients === 'centre') {
    await requireTarget(tx, actor, 'message.send', body.childId);
    // A removed child is no longer written about, as everywhere else.
    if (!(await childExists(tx, body.childId))) throw notFound('errors.childNotFound');
    // A parent's message is between them and the centre (separated families).
    return [{ childId: body.childId, parents: [actor.userId] }];
  }
  if (body.recipients === 'family') {
    if (!(await childExists(tx, body.childId))) throw notFound('errors.childNotFound');
    return [{ childId: body.childId, parents: await guardianUserIds(tx, body.childId) }];
  }
  const roomId = body.recipients === 'room' ? body.roomId : null;
  if (roomId !== null && !(await roomExists(tx, roomId))) throw notFound('errors.roomNotFound');
  return (await familiesOf(tx, roomId)).map((parents) => ({ childId: null, parents }));
}

/**
 * Starts a conversation in the caller's transaction: one thread per family that has a
 * guardian to read it (400 when none has), its first message and their e-mails, and the
 * audit row. A room's or every family is also one broadcast the staff inbox shows once
 * (decision 049).
 */
export async function startConversation(
  tx: DbOrTx,
  actor: Actor,
  body: NewThread,
  clock: Clock,
  mails: UnreadMails,
): Promise<z.output<typeof newThreadResponse>> {
  const at = clock.now();
  const side = sideOf(actor);
  const families = (await recipientsOf(tx, actor, body)).filter((f) => f.parents.length > 0);
  if (families.length === 0) throw new HttpError(400, noFamilies);
  const broadcastId =
    body.recipients === 'room' || body.recipients === 'all'
      ? await createBroadcast(tx, {
          roomId: body.recipients === 'room' ? body.roomId : null,
          subject: body.subject,
          content: body.content,
          priority: body.priority,
          startedByUserId: actor.userId,
          at,
        })
      : null;
  const ids: number[] = [];
  for (const family of families) {
    const threadId = await createThread(tx, {
      childId: family.childId,
      subject: body.subject,
      priority: body.priority,
      parentUserIds: family.parents,
      startedByUserId: actor.userId,
      at,
      broadcastId,
    });
    const sent = await addMessage(tx, {
      threadId,
      senderId: actor.userId,
      senderType: side,
      content: body.content,
      priority: body.priority,
      at,
    });
    await mails(tx, sent, at);
    ids.push(threadId);
  }
  await auditBy(tx, actor, {
    action: 'message.send',
    entityType: 'messageThread',
    entityId: ids.length === 1 ? ids[0] : null,
    details: {
      recipients: body.recipients,
      threads: ids.length,
      priority: body.priority,
      ...(broadcastId === null ? {} : { broadcastId }),
    },
    at,
  });
  return { threadIds: ids, broadcastId };
}

/**
 * A reply in a conversation, in the caller's transaction: replying takes reading the thread
 * (another family's is 404, as a missing one), and writing in it means having read it.
 */
export async function replyInThread(
  tx: DbOrTx,
  actor: Actor,
  input: { threadId: number } & z.output<typeof replyRequest>,
  clock: Clock,
  mails: UnreadMails,
): Promise<ThreadMessage> {
  const { threadId } = input;
  await requireTarget(tx, actor, 'message.read', threadId, threadNotFound);
  const at = clock.now();
  const sent = await addMessage(tx, {
    threadId,
    senderId: actor.userId,
    senderType: sideOf(actor),
    content: input.content,
    priority: input.priority,
    at,
  });
  await markThreadRead(tx, actor.userId, threadId, at);
  await mails(tx, sent, at);
  await auditBy(tx, actor, {
    action: 'message.reply',
    entityType: 'messageThread',
    entityId: threadId,
    details: { messageId: sent.id },
    at,
  });
  const thread = (await findThread(tx, actor, threadId))!;
  return thread.messages.find((m) => m.id === sent.id)!;
}
