import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AnswerCache, type AnswerStamp } from '../lib/answer-cache.ts';

/** Headers an answer is sent again with (the rest are the server's own, set each time). */
const keptHeaders = ['content-type', 'next-cursor'];

type Pending = { key: string; begun: AnswerStamp };
const pending = new WeakMap<FastifyRequest, Pending>();

/**
 * Keeps the answers of the routes that declare `config.answerCache` (lib/answer-cache.ts).
 * `registerAnswerKeeping` goes before the compression plugin, so what is kept is the answer
 * as serialised, compressed afresh for each browser; `registerAnswerReuse` goes after the
 * access control, so every request is still authorised on the route that matched before a
 * kept answer is sent. Only the embedded database in its own thread has a write epoch.
 */
export function registerAnswerKeeping(app: FastifyInstance): void {
  const writeEpoch = app.database.writeEpoch;
  const cache = writeEpoch ? new AnswerCache(writeEpoch) : null;
  app.decorate('answerCache', cache);
  if (!cache) return;

  app.addHook('onSend', async (request, reply, payload) => {
    const waiting = pending.get(request);
    if (!waiting || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const headers: Record<string, string> = {};
    for (const name of keptHeaders) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    cache.set(waiting.key, { body: payload, headers }, waiting.begun, app.clock.now().getTime());
    return payload;
  });

  // A change through the API empties it, whatever it wrote or did not (files, relays).
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') cache.clear();
  });
}

export function registerAnswerReuse(app: FastifyInstance): void {
  const cache = app.answerCache;
  if (!cache) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.answerCache) return;
    const principal = request.principal;
    if (!principal) return;
    const key = [
      principal.sessionTokenHash,
      request.raw.url,
      request.headers['accept-language'] ?? '',
    ].join('\n');
    const now = app.clock.now().getTime();
    const kept = cache.get(key, now);
    if (kept) return reply.headers(kept.headers).send(kept.body);
    pending.set(request, { key, begun: cache.stamp(now) });
  });
}
