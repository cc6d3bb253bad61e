import { randomInt } from 'node:crypto';
import { twoStepErrors, type TwoStepRequirement } from '../../../contract/two-step.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { auditBy } from '../../lib/actor.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import { deleteUserSessions, releaseTwoStepSetup } from '../../lib/session-store.ts';
import { beginAttempt, type ThrottledAttempt } from '../../lib/throttle.ts';
import { sha256 } from '../../lib/tokens.ts';
import { matchTotp, newTotpSecret, otpauthUri } from '../../lib/totp.ts';
import { isTwoStepRequired, twoStepRequirementOf } from '../../lib/two-step-requirement.ts';
import { deletePasskeysOf } from '../passkeys/passkeys-queries.ts';
import {
  accountLabel,
  claimRecoveryCode,
  claimStep,
  enableTwoStep,
  findTwoStep,
  recoveryCodesLeft,
  removeTwoStep,
  replaceRecoveryCodes,
  savePendingSecret,
  setTwoStepRequirement,
} from './two-step-queries.ts';

/**
 * Wrong codes for one account, counted before each is checked (lib/throttle.ts), like a
 * password: 5 in 15 minutes, at sign-in and when turning the app on or off. Six digits with
 * three steps open leave a guesser 5 chances in 333,333 each quarter hour.
 */
const codeLimit = 5;
export const beginCodeCheck = (db: DbOrTx, userId: number, now: Date): Promise<ThrottledAttempt> =>
  beginAttempt(db, `twostep:user:${userId}`, codeLimit, now);

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const recoveryCodeCount = 10;

/** A recovery code as people read it: 12 letters and digits (about 59 bits), xxxx-xxxx-xxxx. */
function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 12 },
    () => recoveryAlphabet[randomInt(recoveryAlphabet.length)],
  );
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** Kept as the SHA-256 of the code (hyphens, spaces and case ignored) with its owner's id. */
export const recoveryHash = (userId: number, code: string) =>
  sha256(`${userId}:${code.replace(/[\s-]/g, '').toLowerCase()}`);

/** A code as typed: the app's six digits (spaces forgiven), or a recovery code. */
const appCode = (code: string) => {
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};

export type CodeUsed = 'app' | 'recoveryCode';

/**
 * Uses a code of the person's authenticator app (one step either side of now, only a step
 * later than the last one used) or one of their recovery codes (once). Null: not accepted.
 */
export async function useCode(
  db: DbOrTx,
  secrets: SecretBox,
  userId: number,
  code: string,
  now: Date,
): Promise<CodeUsed | null> {
  const row = await findTwoStep(db, userId);
  if (!row?.enabledAt) return null;
  const digits = appCode(code);
  if (digits) {
    const secret = secrets.open(row.secretSealed);
    const step = secret === null ? null : matchTotp(secret, digits, now);
    return step !== null && (await claimStep(db, userId, step)) ? 'app' : null;
  }
  return (await claimRecoveryCode(db, userId, recoveryHash(userId, code), now))
    ? 'recoveryCode'
    : null;
}

export async function twoStepStatus(db: DbOrTx, actor: Actor) {
  const row = await findTwoStep(db, actor.userId);
  const enabled = Boolean(row?.enabledAt);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, actor.userId) : 0,
    required: isTwoStepRequired(actor.role, await twoStepRequirementOf(db)),
  };
}

/**
 * A new secret for the person's app, sealed in the database and answered (as text and as the
 * otpauth address of the QR code) until the app is on; never after.
 */
export async function beginSetup(tx: DbOrTx, secrets: SecretBox, actor: Actor, now: Date) {
  const row = await findTwoStep(tx, actor.userId);
  if (row?.enabledAt) throw new HttpError(409, twoStepErrors.alreadyOn);
  // A set-up begun and not finished shows its secret again (the app may have read it already).
  let secret = row ? secrets.open(row.secretSealed) : null;
  if (!secret) {
    secret = newTotpSecret();
    if (!(await savePendingSecret(tx, actor.userId, secrets.seal(secret), now)))
      throw new HttpError(409, twoStepErrors.alreadyOn);
  }
  const { user, centreName } = await accountLabel(tx, actor.userId);
  // The issuer is part of the label's syntax: no colon in it.
  const issuer = centreName.replace(/:/g, ' ').trim() || 'Daycare';
  return { secret, otpauthUri: otpauthUri(secret, user?.email ?? actor.email, issuer) };
}

/**
 * The first code proves the app holds the secret: the app is on, ten recovery codes are made
 * (answered once, kept hashed), and the person's sessions held to the set-up are released.
 * The code check is counted before the transaction (`attempt`), so wrong codes count.
 */
export async function confirmSetup(
  tx: DbOrTx,
  secrets: SecretBox,
  actor: Actor,
  code: string,
  now: Date,
): Promise<string[]> {
  const row = await findTwoStep(tx, actor.userId);
  if (!row) throw new HttpError(409, twoStepErrors.noSetup);
  if (row.enabledAt) throw new HttpError(409, twoStepErrors.alreadyOn);
  const secret = secrets.open(row.secretSealed);
  const digits = appCode(code);
  const step = secret && digits ? matchTotp(secret, digits, now) : null;
  if (step === null)
    throw new HttpError(400, twoStepErrors.codeWrong, { code: twoStepErrors.codeWrong });
  if (!(await enableTwoStep(tx, actor.userId, step, now)))
    throw new HttpError(409, twoStepErrors.alreadyOn);
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await replaceRecoveryCodes(
    tx,
    actor.userId,
    codes.map((c) => recoveryHash(actor.userId, c)),
  );
  await releaseTwoStepSetup(tx, actor.userId);
  await auditBy(tx, actor, {
    action: 'auth.twoStep.enable',
    entityType: 'user',
    entityId: actor.userId,
    at: now,
  });
  return codes;
}

/**
 * Ten new recovery codes for someone who used or lost theirs: the password (checked by the
 * route) and a code, the app's or a recovery code; the earlier codes stop working.
 */
export async function replaceRecoveryCodesOf(
  tx: DbOrTx,
  secrets: SecretBox,
  actor: Actor,
  code: string,
  now: Date,
): Promise<string[]> {
  const row = await findTwoStep(tx, actor.userId);
  if (!row?.enabledAt) throw new HttpError(409, twoStepErrors.notOn);
  if (!(await useCode(tx, secrets, actor.userId, code, now)))
    throw new HttpError(400, twoStepErrors.codeWrong, { code: twoStepErrors.codeWrong });
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await replaceRecoveryCodes(
    tx,
    actor.userId,
    codes.map((c) => recoveryHash(actor.userId, c)),
  );
  await auditBy(tx, actor, {
    action: 'auth.twoStep.recoveryCodes',
    entityType: 'user',
    entityId: actor.userId,
    at: now,
  });
  return codes;
}

/**
 * A director turns off someone's two-step sign-in when they lost their phone and their
 * recovery codes (decision 069): the app, the codes and their passkeys (decision 071: the
 * phone may have held them) go, and every session of theirs ends (a lost phone may still be
 * signed in). Never one's own: a session is not proof enough to drop one's own second step.
 * The caller e-mails the person in the same transaction.
 */
export async function resetTwoStepOf(
  tx: DbOrTx,
  actor: Actor,
  userId: number,
  now: Date,
): Promise<void> {
  if (userId === actor.userId) throw new HttpError(409, twoStepErrors.resetOwn);
  // Decided by what the deletes remove, not by a read before them: of resets at once, one
  // removes and the others (waiting on its rows) find nothing and answer 409.
  const app = await removeTwoStep(tx, userId);
  const passkeys = await deletePasskeysOf(tx, userId);
  if (!app && passkeys === 0) throw new HttpError(409, twoStepErrors.notOn);
  await deleteUserSessions(tx, userId);
  await auditBy(tx, actor, {
    action: 'auth.twoStep.reset',
    entityType: 'user',
    entityId: userId,
    details: { app, passkeys },
    at: now,
  });
}

/**
 * Turning the app off takes the password (checked and throttled by the route first) and a
 * code; not while the centre requires it of this person.
 */
export async function disableTwoStep(
  tx: DbOrTx,
  secrets: SecretBox,
  actor: Actor,
  code: string,
  now: Date,
): Promise<void> {
  if (isTwoStepRequired(actor.role, await twoStepRequirementOf(tx)))
    throw new HttpError(409, twoStepErrors.required);
  const row = await findTwoStep(tx, actor.userId);
  if (!row?.enabledAt) throw new HttpError(409, twoStepErrors.notOn);
  if (!(await useCode(tx, secrets, actor.userId, code, now)))
    throw new HttpError(400, twoStepErrors.codeWrong, { code: twoStepErrors.codeWrong });
  await removeTwoStep(tx, actor.userId);
  await auditBy(tx, actor, {
    action: 'auth.twoStep.disable',
    entityType: 'user',
    entityId: actor.userId,
    at: now,
  });
}

export async function changeRequirement(
  tx: DbOrTx,
  actor: Actor,
  requiredFor: TwoStepRequirement,
  now: Date,
) {
  const saved = await setTwoStepRequirement(tx, requiredFor, now);
  await auditBy(tx, actor, {
    action: 'centre.twoStep',
    entityType: 'centre_settings',
    entityId: 1,
    details: { requiredFor: saved },
    at: now,
  });
  return { requiredFor: saved };
}
