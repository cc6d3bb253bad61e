import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AnswerCache, type AnswerStamp, type CachedAnswer } from '../lib/answer-cache.ts';
import { compressed, compressionThreshold, negotiatedEncoding } from '../lib/compression.ts';
import { sessionCookieName } from '../lib/session-policy.ts';
import { requestGate } from '../lib/request-gate.ts';
import { sha256 } from '../lib/tokens.ts';

/** Headers an answer is sent again with (the rest are the server's own, set each time). */
const keptHeaders = ['content-type', 'next-cursor', 'cache-control', 'vary'];

type Pending = { key: string; begun: AnswerStamp };
const pending = new WeakMap<FastifyRequest, Pending>();
/** When each answer sent was made: a kept one, before its request began. */
const madeAtOf = new WeakMap<ServerResponse, number>();
/** The oldest answer made before its request that a response carries (a first screen's). */
const carriedOf = new WeakMap<ServerResponse, number>();

/** When the answer sent on `response` was made, if it was one the cache could keep. */
export function answerMadeAt(response: ServerResponse): number | undefined {
  return madeAtOf.get(response);
}

/** The reply carries an answer made at `madeAt`: kept, it is as old as that answer. */
export function carriesAnswerMadeAt(reply: FastifyReply, madeAt: number): void {
  const carried = carriedOf.get(reply.raw);
  if (carried === undefined || madeAt < carried) carriedOf.set(reply.raw, madeAt);
}

/**
 * The answer's body as this browser takes it: compressed once per encoding and kept with
 * the answer, so an answer sent a hundred times is compressed once (@fastify/compress sees
 * the Content-Encoding and leaves it).
 */
function bodyFor(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Buffer {
  if (answer.body.length < compressionThreshold) return answer.body;
  const encoding = negotiatedEncoding(request.headers['accept-encoding']);
  if (!encoding) return answer.body;
  const vary = reply.getHeader('vary');
  reply.header('vary', typeof vary === 'string' ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('content-encoding', encoding);
  answer.encoded ??= {};
  return (answer.encoded[encoding] ??= compressed(answer.body, encoding));
}

/**
 * Keeps the answers of the routes that declare `config.answerCache` (lib/answer-cache.ts).
 * `registerAnswerKeeping` goes before the compression plugin, so what is kept is the answer
 * as serialised, compressed here once per encoding; `registerAnswerReuse` goes after the
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

  app.addHook('onSend', (request, reply, payload, done) => {
    const waiting = take(request);
    if (!waiting) return done(null, payload);
    const shareable =
      reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (!shareable) {
      cache.land(waiting.key, waiting.begun, undefined);
      return done(null, payload);
    }
    const headers: Record<string, string> = {};
    for (const name of keptHeaders) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    const answer: CachedAnswer = {
      body: Buffer.from(payload),
      headers,
      madeAt: carriedOf.get(reply.raw),
    };
    cache.land(waiting.key, waiting.begun, answer, app.clock.now().getTime());
    madeAtOf.set(reply.raw, answer.madeAt!);
    done(null, bodyFor(request, reply, answer));
  });

  // A request that ended without sending (the client gone) lets those waiting on it go.
  const letGo = (request: FastifyRequest) => {
    const waiting = take(request);
    if (waiting) cache.land(waiting.key, waiting.begun, undefined);
  };
  app.addHook('onRequestAbort', (request, done) => {
    letGo(request);
    done();
  });

  // A change through the API empties it, whatever it wrote or did not (files, relays).
  app.addHook('onResponse', (request, _reply, done) => {
    letGo(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') cache.clear();
    done();
  });
}

/**
 * Whose answer this is. An API route's is the signed-in person's, whichever of their
 * sessions asks (a phone and a room's tablet, two tabs; decision 041): a kept route's answer
 * depends on who asks, never on which session. The access hook has already checked this
 * session, so one that has ended is refused before it could be sent anything kept. A page,
 * which reads no session itself, is the session cookie's it was made for.
 */
function whoseAnswer(request: FastifyRequest): string | undefined {
  const principal = request.principal;
  if (principal) return `user ${principal.userId} ${principal.role}`;
  if (request.routeOptions.config.api) return undefined;
  const token = request.cookies[sessionCookieName];
  return token ? `session ${sha256(token)}` : undefined;
}

export function registerAnswerReuse(app: FastifyInstance): void {
  const cache = app.answerCache;
  if (!cache) return;
  app.addHook(
    'onRequest',
    requestGate((request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config.answerCache) return;
      const whose = whoseAnswer(request);
      if (!whose) return;
      const key = [
        whose,
        request.raw.url,
        request.headers['accept-language'] ?? '',
        // A page starts in the language chosen on this device (first-screens.ts).
        request.cookies.language ?? '',
      ].join('\n');
      const answer = (kept: CachedAnswer | undefined) => {
        if (kept) {
          madeAtOf.set(reply.raw, kept.madeAt!);
          return reply.headers(kept.headers).send(bodyFor(request, reply, kept));
        }
        pending.set(request, { key, begun: cache.lead(key, app.clock.now().getTime()) });
      };
      const nowMs = app.clock.now().getTime();
      const kept = cache.get(key, nowMs);
      if (kept) return answer(kept);
      // The same request already being made: its answer, once it is (none if it fails).
      const flight = cache.join(key, nowMs);
      return flight ? flight.then(answer) : answer(undefined);
    }),
  );
}
