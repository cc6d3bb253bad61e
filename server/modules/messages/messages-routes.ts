import type { FastifyInstance } from 'fastify';
import { requireTarget } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { queueUnreadMails } from './message-mail.ts';
import {
  acknowledgeMessage,
  admitConversation,
  messageNotFound,
  replyInThread,
  startConversation,
  threadNotFound,
} from './messages-actions.ts';
import {
  countUnread,
  findBroadcast,
  findReceived,
  findThread,
  listReceived,
  listThreads,
  markRead,
  markThreadRead,
  recentReceived,
} from './messages-queries.ts';

const broadcastNotFound = 'errors.broadcastNotFound';

export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  /** A new message's e-mails to whoever has not read it a few minutes later. */
  const mails = (tx: DbOrTx, sent: { id: number; recipients: number[] }, at: Date) =>
    queueUnreadMails(app, tx, sent.id, sent.recipients, at);

  serve(app, 'GET /api/messages/unread-count', async (request) => ({
    count: await countUnread(app.db, principalOf(request).userId),
  }));

  serve(app, 'GET /api/messages/unread/count', async (request) => ({
    count: await countUnread(app.db, principalOf(request).userId),
  }));

  serve(app, 'GET /api/messages/recent', (request) =>
    recentReceived(app.db, principalOf(request).userId, 5),
  );

  serve(app, 'GET /api/messages', async (request, reply) =>
    sendPage(reply, await listReceived(app.db, principalOf(request), request.query)),
  );

  serve(app, 'PATCH /api/messages/:id/read', async (request) => {
    const principal = principalOf(request);
    const { id } = request.params;
    return app.db.transaction(async (tx) => {
      if (!(await findReceived(tx, principal, id))) throw notFound(messageNotFound);
      await markRead(tx, principal.userId, id, app.clock.now());
      return (await findReceived(tx, principal, id))!;
    });
  });

  serve(app, 'POST /api/messages/:id/acknowledge', async (request) =>
    app.db.transaction((tx) =>
      acknowledgeMessage(tx, actorOf(request), request.params.id, app.clock),
    ),
  );

  serve(app, 'GET /api/messages/threads', async (request, reply) =>
    sendPage(reply, await listThreads(app.db, principalOf(request), request.query)),
  );

  serve(app, 'GET /api/messages/threads/:id', async (request) => {
    // Another family's thread answers exactly like one that does not exist.
    const thread = await findThread(app.db, principalOf(request), request.params.id);
    if (!thread) throw notFound(threadNotFound);
    return thread;
  });

  serve(app, 'GET /api/messages/broadcasts/:id', async (request) => {
    const broadcast = await findBroadcast(app.db, principalOf(request), request.params.id);
    if (!broadcast) throw notFound(broadcastNotFound);
    return broadcast;
  });

  serve(app, 'POST /api/messages/threads/:id/read', async (request) => {
    const principal = principalOf(request);
    const { id } = request.params;
    return app.db.transaction(async (tx) => {
      await requireTarget(tx, principal, 'message.read', id, threadNotFound);
      await markThreadRead(tx, principal.userId, id, app.clock.now());
      return { count: await countUnread(tx, principal.userId) };
    });
  });

  serve(app, 'POST /api/messages/threads', async (request, reply) => {
    const actor = actorOf(request);
    await admitConversation(app.db, actor, request.body, app.clock.now());
    const made = await app.db.transaction((tx) =>
      startConversation(tx, actor, request.body, app.clock, mails),
    );
    return reply.code(201).send(made);
  });

  serve(app, 'POST /api/messages/threads/:id/messages', async (request, reply) => {
    const input = { threadId: request.params.id, ...request.body };
    const created = await app.db.transaction((tx) =>
      replyInThread(tx, actorOf(request), input, app.clock, mails),
    );
    return reply.code(201).send(created);
  });
}
