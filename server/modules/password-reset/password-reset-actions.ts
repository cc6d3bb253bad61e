import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  passwordResetLinkUnusable,
  passwordResetThrottled,
} from '../../../contract/password-reset.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type AuditEntry, writeAudit } from '../../lib/audit.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { enqueue, forgetPayload } from '../../lib/jobs/job-queue.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { deleteUserSessions } from '../../lib/session-store.ts';
import { sha256 } from '../../lib/tokens.ts';
import { setPasswordHash } from '../account/account-queries.ts';
import { findUserByEmail } from '../auth/auth-queries.ts';
import { queuePasswordChangedMail, queueResetMail } from './password-reset-mail.ts';
import {
  consumeReset,
  findUsableReset,
  insertReset,
  voidResets,
} from './password-reset-queries.ts';
import { beginLinkCheck } from './password-reset-throttle.ts';

/**
 * A password link for an account: its row (the token's hash only) and its e-mail, in the
 * caller's transaction, with the audit entry the caller writes there too.
 */
export async function sendResetLink(
  app: FastifyInstance,
  tx: DbOrTx,
  link: { userId: number; sentBy: { userId: number; name: string } | null },
  now: Date,
): Promise<AuditEntry> {
  // 32 random bytes (256 bits), base64url: unguessable and safe in a URL.
  const token = app.tokens.token();
  const { expiresAt } = await insertReset(tx, {
    userId: link.userId,
    tokenHash: sha256(token),
    sentByUserId: link.sentBy?.userId ?? null,
    now,
  });
  await queueResetMail(app, tx, { userId: link.userId, token, sentBy: link.sentBy?.name ?? null });
  return {
    action: link.sentBy ? 'password.resetSent' : 'password.resetRequested',
    entityType: 'user',
    entityId: link.userId,
    details: { expiresAt: expiresAt.toISOString() },
    at: now,
  };
}

export const resetRequestJobKind = 'passwordReset.request';
const resetRequestPayload = z.object({ email: z.string(), ip: z.string() });

/**
 * Queues a 'Forgot password?' request. The request does only this, whatever the e-mail, so
 * its answer and its time say nothing about whether the e-mail has an account: the job
 * looks the account up afterwards.
 */
export async function queueResetRequest(
  db: DbOrTx,
  request: { email: string; ip: string },
  now: Date,
): Promise<void> {
  await enqueue(
    db,
    { kind: resetRequestJobKind, payload: request, label: 'Password link request' },
    now,
  );
}

/**
 * The request's job: an active account with that e-mail gets a link; anyone else nothing.
 * Once handled, the job forgets the e-mail it was given (a typed address is no record).
 */
export function handleResetRequests(app: FastifyInstance): void {
  app.jobs.handle(resetRequestJobKind, async (payload, context) => {
    const { email, ip } = resetRequestPayload.parse(payload);
    const user = await findUserByEmail(app.db, email);
    if (user?.isActive) {
      await app.db.transaction(async (tx) => {
        const now = app.clock.now();
        const entry = await sendResetLink(app, tx, { userId: user.id, sentBy: null }, now);
        await writeAudit(tx, { ...entry, at: now, actorUserId: null, ipAddress: ip });
      });
    }
    await forgetPayload(app.db, context.jobId);
  });
}

/** A link that can still be used, else 410; opening it is throttled per address. */
export async function usableLink(db: DbOrTx, ip: string, token: string, now: Date) {
  const attempt = await beginLinkCheck(db, ip, now);
  if (!attempt.allowed) throw new HttpError(429, passwordResetThrottled);
  const reset = await findUsableReset(db, sha256(token), now);
  if (!reset) throw new HttpError(410, passwordResetLinkUnusable);
  await attempt.succeeded();
  return reset;
}

/**
 * Before setting: the link is checked (throttled), the new password refused when common,
 * and only then hashed (~100 ms of CPU), outside the change's transaction so it holds no
 * locks meanwhile; `setNewPassword` checks the link again, atomically.
 */
export async function admitNewPassword(
  db: DbOrTx,
  ip: string,
  input: { token: string; password: string },
  now: Date,
) {
  const reset = await usableLink(db, ip, input.token, now);
  refuseCommonPassword(input.password, 'password');
  return { reset, passwordHash: await hashPassword(input.password) };
}

/**
 * Uses the link: the new password, every session of the account ended, its other links void,
 * and the "your password was changed" e-mail. 410 when another request used it first.
 */
export async function setNewPassword(
  app: FastifyInstance,
  tx: DbOrTx,
  admitted: Awaited<ReturnType<typeof admitNewPassword>>,
  now: Date,
): Promise<AuditEntry> {
  const { reset, passwordHash } = admitted;
  if (!(await consumeReset(tx, reset.id, now))) throw new HttpError(410, passwordResetLinkUnusable);
  await setPasswordHash(tx, reset.userId, passwordHash, now);
  await voidResets(tx, reset.userId, now);
  await deleteUserSessions(tx, reset.userId);
  await queuePasswordChangedMail(app, tx, { id: reset.userId, role: reset.role });
  return {
    actorUserId: reset.userId,
    action: 'password.reset',
    entityType: 'user',
    entityId: reset.userId,
    at: now,
  };
}
