import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeyHeader } from '../../contract/http.ts';
import type { DbOrTx, Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { HttpError, badRequest } from './http-errors.ts';

export const idempotencyKeyInvalid = 'errors.idempotencyKeyInvalid';
export const idempotencyKeyReused = 'errors.idempotencyKeyReused';
/** A repeat's answer says so in this header (`true`): the first answer, not a new write. */
export const replayedHeader = 'Idempotent-Replayed';

/** 8 to 200 visible ASCII characters: a UUID, or any client's own token. */
export const keyPattern = /^[\x21-\x7e]{8,200}$/;
/** How long a key is kept at least: a retry comes within minutes, a day is plenty. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[idempotencyKeyHeader.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !keyPattern.test(value)) throw badRequest(idempotencyKeyInvalid);
  return value;
}

/** What makes two requests the same: method, route, parameters and the body as parsed. */
function fingerprintOf(request: FastifyRequest): string {
  const what = [request.method, request.routeOptions.url, request.params, request.body ?? null];
  return createHash('sha256').update(JSON.stringify(what)).digest('base64url');
}

/**
 * Runs a money write in one transaction, once per `Idempotency-Key` (decision 045), and
 * sends its answer. Without the header the write simply runs. With it, the key is claimed
 * (person + key, the primary key) before the write and its answer stored in the same
 * transaction: a repeat, even one sent at the same moment, waits for the first to commit and
 * gets its answer, with `Idempotent-Replayed: true`; the same key with another request is a
 * 409. A write that fails rolls back its claim, so the key can be tried again.
 */
export async function sendIdempotent<T>(
  exchange: {
    app: FastifyInstance;
    request: FastifyRequest;
    reply: FastifyReply;
    /** The signed-in person: keys are theirs alone. */
    userId: number;
    /** The status a write answers with. */
    statusCode: number;
  },
  write: (tx: Tx) => Promise<T>,
): Promise<FastifyReply> {
  const { app, request, reply, userId, statusCode } = exchange;
  // The route table must say the route takes a key, or the API document would not show it.
  if (!request.routeOptions.config.idempotent) {
    throw new Error(`${request.routeOptions.url} takes an Idempotency-Key: declare it idempotent`);
  }
  const key = keyOf(request);
  if (key === undefined) return reply.code(statusCode).send(await app.db.transaction(write));
  const fingerprint = fingerprintOf(request);
  const answer = await app.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint, createdAt: app.clock.now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    if (claimed.length === 0) {
      // Read committed: this statement sees the first request's committed row.
      const [first] = await tx.select().from(idempotencyKeys).where(mine);
      if (!first || first.fingerprint !== fingerprint || first.statusCode === null)
        throw new HttpError(409, idempotencyKeyReused);
      return { statusCode: first.statusCode, body: first.body as T, replayed: true };
    }
    const body = await write(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode, body: body ?? null })
      .where(mine);
    return { statusCode, body, replayed: false };
  });
  if (answer.replayed) reply.header(replayedHeader, 'true');
  return reply.code(answer.statusCode).send(answer.body);
}

/** Forgets keys older than their lifetime (the daily billing job). */
export async function forgetOldIdempotencyKeys(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - idempotencyKeyLifetimeMs)));
}
