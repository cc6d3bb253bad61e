import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/errors.ts';
import { idParam } from '../../../contract/common.ts';
import {
  broadcastDetail,
  message,
  messageListQuery,
  messageListResponse,
  newThreadRequest,
  newThreadResponse,
  recentMessagesResponse,
  replyRequest,
  threadDetail,
  threadListQuery,
  threadListResponse,
  threadMessage,
  unreadCountResponse,
} from '../../../contract/messages.ts';
import { sendPage } from '../../lib/paging.ts';
import { audit } from '../../lib/audit.ts';
import { countAttempt } from '../../lib/throttle.ts';
import { requireTarget } from '../../access/access.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { forbiddenMessage, principalOf } from '../../plugins/access.ts';
import { queueUnreadMails } from './message-mail.ts';
import {
  acknowledge,
  addMessage,
  childExists,
  roomExists,
  countUnread,
  createBroadcast,
  createThread,
  findBroadcast,
  familiesOf,
  findReceived,
  findThread,
  guardianUserIds,
  listReceived,
  listThreads,
  markRead,
  markThreadRead,
  receivedMessageInfo,
  recentReceived,
  sideOf,
} from './messages-queries.ts';

const threadNotFound = 'errors.threadNotFound';
/** New conversations a parent may start per throttle window (15 minutes). */
const newThreadsPerWindow = 10;
const messageNotFound = 'errors.messageNotFound';
const noFamilies = 'errors.messageNoFamilies';
const broadcastNotFound = 'errors.broadcastNotFound';

export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/messages/unread-count', {
    config: { permission: 'message.read' },
    schema: {
      tags: ['messages'],
      summary: 'Unread messages of the signed-in user',
      response: { 200: unreadCountResponse },
    },
    handler: async (request) => ({ count: await countUnread(app.db, principalOf(request).userId) }),
  });

  // The spec's spelling of the same count; its userId/userType never widen what is counted.
  r.get('/api/messages/unread/count', {
    config: { permission: 'message.read' },
    schema: {
      tags: ['messages'],
      summary: 'Unread messages of the signed-in user (query parameters are ignored)',
      querystring: messageListQuery.pick({ userId: true, userType: true }),
      response: { 200: unreadCountResponse, 400: errorResponse },
    },
    handler: async (request) => ({ count: await countUnread(app.db, principalOf(request).userId) }),
  });

  r.get('/api/messages/recent', {
    config: { permission: 'message.read' },
    schema: {
      tags: ['messages'],
      summary: 'Latest messages received by the signed-in user',
      response: { 200: recentMessagesResponse },
    },
    handler: async (request) => recentReceived(app.db, principalOf(request).userId, 5),
  });

  r.get('/api/messages', {
    config: { permission: 'message.read' },
    schema: {
      tags: ['messages'],
      summary: 'Messages received by the signed-in user, newest first (paged)',
      querystring: messageListQuery,
      response: { 200: messageListResponse, 400: errorResponse },
    },
    handler: async (request, reply) => {
      return sendPage(reply, await listReceived(app.db, principalOf(request), request.query));
    },
  });

  r.patch('/api/messages/:id/read', {
    config: { permission: 'message.read' },
    schema: {
      tags: ['messages'],
      summary: 'Mark a message the signed-in user received as read',
      params: idParam,
      response: { 200: message, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      return app.db.transaction(async (tx) => {
        if (!(await findReceived(tx, principal, request.params.id)))
          throw notFound(messageNotFound);
        await markRead(tx, principal.userId, request.params.id, app.clock.now());
        return (await findReceived(tx, principal, request.params.id))!;
      });
    },
  });

  r.post('/api/messages/:id/acknowledge', {
    config: { permission: 'message.acknowledge' },
    schema: {
      tags: ['messages'],
      summary: "A parent's acknowledgement of an urgent message from the centre",
      params: idParam,
      response: { 200: threadMessage, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      return app.db.transaction(async (tx) => {
        const info = await receivedMessageInfo(tx, principal.userId, id);
        if (!info) throw notFound(messageNotFound);
        if (info.priority !== 'urgent' || info.senderType !== 'staff')
          throw new HttpError(400, 'errors.messageNoAcknowledgement');
        const at = app.clock.now();
        // Acknowledging again changes nothing, and is not written down again.
        if (await acknowledge(tx, principal.userId, id, at))
          await audit(tx, request, {
            action: 'message.acknowledge',
            entityType: 'message',
            entityId: id,
            details: { threadId: info.threadId },
            at,
          });
        const thread = (await findThread(tx, principal, info.threadId))!;
        return thread.messages.find((m) => m.id === id)!;
      });
    },
  });

  r.get('/api/messages/threads', {
    config: { permission: 'message.read' },
    schema: {
      tags: ['messages'],
      summary: 'Conversations of the signed-in user, latest activity first (paged, searchable)',
      querystring: threadListQuery,
      response: { 200: threadListResponse, 400: errorResponse },
    },
    handler: async (request, reply) => {
      return sendPage(reply, await listThreads(app.db, principalOf(request), request.query));
    },
  });

  r.get('/api/messages/threads/:id', {
    config: { permission: 'message.read' },
    schema: {
      tags: ['messages'],
      summary: 'One conversation with its messages, oldest first',
      params: idParam,
      response: { 200: threadDetail, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      // Another family's thread answers exactly like one that does not exist.
      const thread = await findThread(app.db, principal, request.params.id);
      if (!thread) throw notFound(threadNotFound);
      return thread;
    },
  });

  r.get('/api/messages/broadcasts/:id', {
    config: { permission: 'message.broadcast.read' },
    schema: {
      tags: ['messages'],
      summary:
        'A broadcast to many families: what it said, how many read and acknowledged it, and ' +
        'each family’s thread',
      params: idParam,
      response: { 200: broadcastDetail, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const broadcast = await findBroadcast(app.db, principalOf(request), request.params.id);
      if (!broadcast) throw notFound(broadcastNotFound);
      return broadcast;
    },
  });

  r.post('/api/messages/threads/:id/read', {
    config: { permission: 'message.read' },
    schema: {
      tags: ['messages'],
      summary: 'Mark every message of a conversation read for the signed-in user',
      params: idParam,
      response: { 200: unreadCountResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      return app.db.transaction(async (tx) => {
        await requireTarget(tx, principal, 'message.read', request.params.id, threadNotFound);
        await markThreadRead(tx, principal.userId, request.params.id, app.clock.now());
        return { count: await countUnread(tx, principal.userId) };
      });
    },
  });

  r.post('/api/messages/threads', {
    config: { permission: 'message.send' },
    schema: {
      tags: ['messages'],
      summary:
        'Start a conversation: staff with a family, a room’s families or all families (one ' +
        'thread per family); a parent with the centre about their child',
      body: newThreadRequest,
      response: {
        201: newThreadResponse,
        429: errorResponse,
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const body = request.body;
      const side = sideOf(principal);
      if ((body.recipients === 'centre') !== (side === 'parent'))
        throw new HttpError(403, forbiddenMessage);
      // Each new conversation reaches every staff account (and its e-mail): a parent starts a
      // few at a time, not a flood. Counted outside the change, so a refusal still counts.
      if (side === 'parent') {
        const key = `message.start:${principal.userId}`;
        const counts = await countAttempt(app.db, [key], app.clock.now());
        if (counts[key]! > newThreadsPerWindow) throw new HttpError(429, 'errors.tooManyMessages');
      }
      const made = await app.db.transaction(async (tx) => {
        const at = app.clock.now();
        let families: { childId: number | null; parents: number[] }[];
        let roomId: number | null = null;
        if (body.recipients === 'centre') {
          await requireTarget(tx, principal, 'message.send', body.childId);
          // A removed child is no longer written about, as everywhere else.
          if (!(await childExists(tx, body.childId))) throw notFound('errors.childNotFound');
          // A parent's message is between them and the centre (separated families).
          families = [{ childId: body.childId, parents: [principal.userId] }];
        } else if (body.recipients === 'family') {
          if (!(await childExists(tx, body.childId))) throw notFound('errors.childNotFound');
          families = [{ childId: body.childId, parents: await guardianUserIds(tx, body.childId) }];
        } else {
          roomId = body.recipients === 'room' ? body.roomId : null;
          if (roomId !== null && !(await roomExists(tx, roomId)))
            throw notFound('errors.roomNotFound');
          families = (await familiesOf(tx, roomId)).map((parents) => ({ childId: null, parents }));
        }
        families = families.filter((f) => f.parents.length > 0);
        if (families.length === 0) throw new HttpError(400, noFamilies);
        // A room's or every family: one broadcast the staff inbox shows once (decision 049).
        const broadcastId =
          body.recipients === 'room' || body.recipients === 'all'
            ? await createBroadcast(tx, {
                roomId,
                subject: body.subject,
                content: body.content,
                priority: body.priority,
                startedByUserId: principal.userId,
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
            startedByUserId: principal.userId,
            at,
            broadcastId,
          });
          const sent = await addMessage(tx, {
            threadId,
            senderId: principal.userId,
            senderType: side,
            content: body.content,
            priority: body.priority,
            at,
          });
          await queueUnreadMails(app, tx, sent.id, sent.recipients, at);
          ids.push(threadId);
        }
        await audit(tx, request, {
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
      });
      return reply.code(201).send(made);
    },
  });

  r.post('/api/messages/threads/:id/messages', {
    config: { permission: 'message.send' },
    schema: {
      tags: ['messages'],
      summary: 'Reply in a conversation',
      params: idParam,
      body: replyRequest,
      response: { 201: threadMessage, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const threadId = request.params.id;
      const created = await app.db.transaction(async (tx) => {
        // Replying takes reading the thread: another family's is 404, as a missing one.
        await requireTarget(tx, principal, 'message.read', threadId, threadNotFound);
        const at = app.clock.now();
        const sent = await addMessage(tx, {
          threadId,
          senderId: principal.userId,
          senderType: sideOf(principal),
          content: request.body.content,
          priority: request.body.priority,
          at,
        });
        // Writing in a thread means having read it.
        await markThreadRead(tx, principal.userId, threadId, at);
        await queueUnreadMails(app, tx, sent.id, sent.recipients, at);
        await audit(tx, request, {
          action: 'message.reply',
          entityType: 'messageThread',
          entityId: threadId,
          details: { messageId: sent.id },
          at,
        });
        const thread = (await findThread(tx, principal, threadId))!;
        return thread.messages.find((m) => m.id === sent.id)!;
      });
      return reply.code(201).send(created);
    },
  });
}
