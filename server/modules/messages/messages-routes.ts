import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recentMessagesResponse, unreadCountResponse } from '../../../contract/messages.ts';
import { countUnread, recentReceived } from './messages-queries.ts';
import { principalOf } from '../../plugins/access.ts';

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

  r.get('/api/messages/recent', {
    config: { permission: 'message.read' },
    schema: {
      tags: ['messages'],
      summary: 'Latest messages received by the signed-in user',
      response: { 200: recentMessagesResponse },
    },
    handler: async (request) => recentReceived(app.db, principalOf(request).userId, 5),
  });
}
