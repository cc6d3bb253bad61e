import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { WebAuthnCredential } from '@simplewebauthn/server';
import {
  passkeyErrors,
  type passkeyAssertion,
  type passkeyRegistration,
} from '../../../contract/passkeys.ts';
import type { z } from '../../../contract/zod.ts';
import { requireTarget } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { releaseTwoStepSetup } from '../../lib/session-store.ts';
import { beginAttempt, forgiveAttempt, type ThrottledAttempt } from '../../lib/throttle.ts';
import {
  hasTwoStep,
  isTwoStepRequired,
  twoStepRequirementOf,
} from '../../lib/two-step-requirement.ts';
import {
  advanceCounter,
  type ChallengePurpose,
  countPasskeys,
  credentialsOf,
  deletePasskey,
  findByCredentialId,
  insertPasskey,
  saveChallenge,
  takeChallenge,
} from './passkeys-queries.ts';

/** Every challenge is answered within five minutes, once (decision 071). */
const challengeMs = 5 * 60_000;

/**
 * The relying party: the app's public address (PUBLIC_URL, else this machine as started),
 * its host name the passkeys are bound to, its origin the only one whose answers count.
 */
export type RelyingParty = { id: string; origin: string; name: string };
export function relyingPartyOf(publicUrl: string, name: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: name.trim() || 'Daycare' };
}

/** The challenge a browser's answer says it signed (null when it is not readable). */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 ? data.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Takes the challenge an answer signed, for its purpose and person, before anything else is
 * checked and outside the change's transaction: a refused answer has used it up too.
 */
export async function useChallenge(
  db: DbOrTx,
  clientDataJSON: string,
  expect: { purpose: ChallengePurpose; userId: number | null },
  now: Date,
): Promise<string | null> {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge) return null;
  return (await takeChallenge(db, { challenge, ...expect }, now)) ? challenge : null;
}

/**
 * ES256 and RS256: what every platform authenticator and security key offers. Named at both
 * ends, so the library never probes the runtime for newer ones (a warning on stderr).
 */
const algorithms = [-7, -257];

const transportsOf = (t: string[]) => t as NonNullable<WebAuthnCredential['transports']>;

/** The options for adding a passkey: a discoverable credential, never one the person has. */
export async function registrationOptions(
  db: DbOrTx,
  rp: RelyingParty,
  actor: Actor & { displayName: string },
  now: Date,
) {
  const existing = await credentialsOf(db, actor.userId);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: actor.email,
    userDisplayName: actor.displayName,
    // The user handle the device keeps: the account's id, nothing about the person.
    userID: new TextEncoder().encode(`user-${actor.userId}`),
    attestationType: 'none',
    timeout: challengeMs,
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: transportsOf(c.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    supportedAlgorithmIDs: algorithms,
  });
  await saveChallenge(
    db,
    {
      challenge: options.challenge,
      purpose: 'register',
      userId: actor.userId,
      expiresAt: new Date(now.getTime() + challengeMs),
    },
    now,
  );
  return options;
}

/**
 * Adds a passkey from the device's answer to a challenge the person was given (taken
 * already by `useChallenge`). Its first passkey meets the centre's requirement of two-step
 * sign-in: the sessions held to the set-up are released, as an app's confirmation does.
 */
export async function addPasskey(
  tx: DbOrTx,
  rp: RelyingParty,
  actor: Actor,
  input: { name: string; response: z.output<typeof passkeyRegistration>; challenge: string },
  now: Date,
) {
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: input.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: algorithms,
    });
  } catch {
    throw notAccepted();
  }
  if (!verified.verified || !verified.registrationInfo) throw notAccepted();
  const { credential } = verified.registrationInfo;
  const added = await insertPasskey(tx, {
    userId: actor.userId,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? input.response.response.transports ?? [],
    name: input.name,
    createdAt: now,
  });
  await releaseTwoStepSetup(tx, actor.userId);
  await auditBy(tx, actor, {
    action: 'auth.passkey.add',
    entityType: 'user',
    entityId: actor.userId,
    details: { name: added.name },
    at: now,
  });
  return added;
}

const notAccepted = () =>
  new HttpError(400, passkeyErrors.notAccepted, { response: passkeyErrors.notAccepted });

/**
 * Removing a passkey (the password checked by the route first): not the person's last second
 * step while the centre requires one of them.
 */
export async function removePasskey(tx: DbOrTx, actor: Actor, credentialId: string, now: Date) {
  // Named by its credential id (what the list and the device share); reached through the
  // access layer's scope like any record: someone else's is not found, as a missing one.
  const id = (await findByCredentialId(tx, credentialId))?.id;
  if (id === undefined) throw new HttpError(404, passkeyErrors.notFound);
  await requireTarget(tx, actor, 'passkeys.update', id);
  if (
    isTwoStepRequired(actor.role, await twoStepRequirementOf(tx)) &&
    !(await hasTwoStep(tx, actor.userId)) &&
    (await countPasskeys(tx, actor.userId)) <= 1
  )
    throw new HttpError(409, passkeyErrors.lastRequired);
  const removed = await deletePasskey(tx, id);
  await auditBy(tx, actor, {
    action: 'auth.passkey.remove',
    entityType: 'user',
    entityId: actor.userId,
    details: { name: removed?.name ?? null },
    at: now,
  });
}

/**
 * The options for signing in with a passkey: without the password any passkey of this
 * centre the device has (usernameless), its user verified; as the second step, the person's
 * own passkeys.
 */
export async function signInOptions(
  db: DbOrTx,
  rp: RelyingParty,
  secondStepOf: number | null,
  now: Date,
) {
  const allow = secondStepOf === null ? [] : await credentialsOf(db, secondStepOf);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: challengeMs,
    userVerification: secondStepOf === null ? 'required' : 'preferred',
    allowCredentials: allow.map((c) => ({ id: c.id, transports: transportsOf(c.transports) })),
  });
  await saveChallenge(
    db,
    {
      challenge: options.challenge,
      purpose: secondStepOf === null ? 'signIn' : 'secondStep',
      userId: secondStepOf,
      expiresAt: new Date(now.getTime() + challengeMs),
    },
    now,
  );
  return options;
}

/**
 * Checks a passkey's answer to a challenge (taken already): the passkey is known (and, as a
 * second step, the person's), its signature right for this origin, its counter ahead of the
 * last one seen. Writes nothing: `claimPasskeyUse` takes the counter in the sign-in's
 * transaction. Null for an unknown passkey, a wrong signature or a counter gone back alike.
 */
export async function checkAssertion(
  db: DbOrTx,
  rp: RelyingParty,
  response: z.output<typeof passkeyAssertion>,
  expect: { challenge: string; userId: number | null },
) {
  const passkey = await findByCredentialId(db, response.id);
  if (!passkey) return null;
  if (expect.userId !== null && passkey.userId !== expect.userId) return null;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: expect.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey.transports),
      },
      // Without the password the passkey is both factors: the device must have verified
      // its user (PIN, fingerprint, face). After the password, its presence is enough.
      requireUserVerification: expect.userId === null,
    });
    if (!verified.verified) return null;
    return { passkey, newCounter: verified.authenticationInfo.newCounter };
  } catch {
    return null;
  }
}

/**
 * Takes a checked answer's counter (and the passkey's last use), in the transaction that
 * makes the session: of two sign-ins with one signature at once, one gets through.
 */
export const claimPasskeyUse = (
  tx: DbOrTx,
  checked: { passkey: { id: number }; newCounter: number },
  now: Date,
): Promise<boolean> => advanceCounter(tx, checked.passkey.id, checked.newCounter, now);

/**
 * Sign-ins with a passkey without the password, per address: 20 in 15 minutes, counted
 * before the answer is checked (a signature cannot be guessed; this bounds the work).
 */
export const beginPasskeyAttempt = (db: DbOrTx, ip: string, now: Date): Promise<ThrottledAttempt> =>
  beginAttempt(db, `passkey:ip:${ip}`, 20, now);

/**
 * Challenges for a sign-in without the password, per address: each is a row anyone may have
 * written, so 30 unanswered in 15 minutes; a sign-in it led to gives its count back, so a
 * centre's shared address signing many people in is not held up.
 */
const challengeKey = (ip: string) => `passkey:options:${ip}`;
export const beginChallengeRequest = (
  db: DbOrTx,
  ip: string,
  now: Date,
): Promise<ThrottledAttempt> => beginAttempt(db, challengeKey(ip), 30, now);
export const challengeAnswered = (db: DbOrTx, ip: string): Promise<void> =>
  forgiveAttempt(db, [challengeKey(ip)]);
