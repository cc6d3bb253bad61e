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

  /** The request's place as the one making its key's answer, given up once taken. */
  const take = (request: FastifyRequest) => {
    const waiting = pending.get(request);
    pending.delete(request);
    return waiting;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const waiting = take(request);
    if (!waiting) return payload;
    const shareable =
      reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (!shareable) {
      cache.land(waiting.key, waiting.begun, undefined);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of keptHeaders) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = { body: payload, headers };
    cache.land(waiting.key, waiting.begun, answer, app.clock.now().getTime());
    return payload;
  });

  // A request that ended without sending (the client gone) lets those waiting on it go.
  const letGo = async (request: FastifyRequest) => {
    const waiting = take(request);
    if (waiting) cache.land(waiting.key, waiting.begun, undefined);
  };
  app.addHook('onRequestAbort', letGo);

  // A change through the API empties it, whatever it wrote or did not (files, relays).
  app.addHook('onResponse', async (request) => {
    await letGo(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') cache.clear();
  });
}

export function registerAnswerReuse(app: FastifyInstance): void {
  const cache = app.answerCache;
  if (!cache) return;
  /** The answer of the same request already being made, once it is (none if it fails). */
  const joined = async (key: string) => {
    const flight = cache.join(key, app.clock.now().getTime());
    return flight ? await flight : undefined;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.answerCache) return;
    const principal = request.principal;
    if (!principal) return;
    const key = [
      principal.sessionTokenHash,
      request.raw.url,
      request.headers['accept-language'] ?? '',
    ].join('\n');
    const kept = cache.get(key, app.clock.now().getTime()) ?? (await joined(key));
    if (kept) return reply.headers(kept.headers).send(kept.body);
    pending.set(request, { key, begun: cache.lead(key, app.clock.now().getTime()) });
  });
}
