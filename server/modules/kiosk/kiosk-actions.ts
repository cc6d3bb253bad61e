import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pinProblem, type KioskSignResponse, type KioskVisit } from '../../../contract/kiosk.ts';
import type { DbOrTx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { pngWithin } from '../../lib/files/images.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { countAttempt, forgiveAttempt } from '../../lib/throttle.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { KioskPrincipal } from '../../types.ts';
import { recordAttendance } from '../attendance/attendance-actions.ts';
import { childNotFound, findEnrolledChild } from '../day-records/day-record-rules.ts';
import { RestrictedCollector } from '../handover/collector.ts';
import { pickupGuardians } from '../handover/pickup-queries.ts';
import { tellDirectors } from '../handover/restricted-alert.ts';
import { notifyCheckOut } from '../handover/check-out-mail.ts';
import { readKioskCode } from './kiosk-codes.ts';
import { pickupPinCandidates, pinChildren, pinEntries } from './pickup-pin-queries.ts';
import {
  deletePin,
  endVisit,
  guardianAccount,
  guardianChildren,
  insertKiosk,
  insertVisit,
  isActiveGuardian,
  pinCandidates,
  pinOf,
  revokeKiosk,
  savePin,
  useCode,
} from './kiosk-queries.ts';

// Catalogue ids (locales/…/errors.json).
export const kioskNotRecognised = 'errors.kioskNotRecognised';
export const kioskLocked = 'errors.kioskLocked';
export const kioskCodeUnknown = 'errors.kioskCodeUnknown';
export const kioskCodeUsed = 'errors.kioskCodeUsed';
export const kioskVisitEnded = 'errors.kioskVisitEnded';
export const kioskNotFound = 'errors.kioskNotFound';
export const pinNeedsPhone = 'errors.pinNeedsPhone';

/** How long a guardian has, once identified, to choose their children and sign. */
export const visitMs = 3 * 60_000;
/** Wrong PINs per phone ending, and wrong PINs or codes per kiosk, per 15-minute window. */
export const pinTriesPerEnding = 5;
export const triesPerKiosk = 15;

// ---- Pairing ----

export async function pairKiosk(
  tx: DbOrTx,
  actor: Actor,
  input: { name: string; tokenHash: string; userAgent?: string },
  at: Date,
) {
  const kiosk = await insertKiosk(tx, { ...input, userId: actor.userId, at });
  await auditBy(tx, actor, {
    action: 'kiosk.pair',
    entityType: 'kiosk',
    entityId: kiosk.id,
    details: { name: kiosk.name },
    at,
  });
  return kiosk;
}

export async function unpairKiosk(tx: DbOrTx, actor: Actor, id: number, at: Date) {
  const kiosk = await revokeKiosk(tx, id, actor.userId, at);
  if (!kiosk) throw notFound(kioskNotFound);
  await auditBy(tx, actor, {
    action: 'kiosk.revoke',
    entityType: 'kiosk',
    entityId: kiosk.id,
    details: { name: kiosk.name },
    at,
  });
}

// ---- PINs ----

const lastFour = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
};

export async function pinStatus(db: DbOrTx, userId: number) {
  const pin = await pinOf(db, userId);
  const account = await guardianAccount(db, userId);
  return {
    isSet: pin !== null,
    updatedAt: pin ? pin.updatedAt.toISOString() : null,
    phoneLast4: account ? lastFour(account.phone) : null,
  };
}

/**
 * Sets the guardian's PIN (hashed with argon2id like a password) once it passes the rule;
 * `saved` runs in the transaction after, told whether a PIN was set or changed (the e-mail).
 */
export async function setPin(
  tx: DbOrTx,
  actor: Actor,
  pin: string,
  at: Date,
  saved?: (change: 'set' | 'changed') => Promise<void>,
) {
  const account = await guardianAccount(tx, actor.userId);
  // The kiosk finds a guardian by their phone's last four digits: no phone, no PIN.
  if (!account || lastFour(account.phone) === null)
    throw badRequest(pinNeedsPhone, { pin: pinNeedsPhone });
  const problem = pinProblem(pin, account.phone);
  if (problem) throw badRequest(problem, { pin: problem });
  const before = await pinOf(tx, actor.userId);
  await savePin(tx, actor.userId, await hashPassword(pin), at);
  await auditBy(tx, actor, {
    action: 'kioskPin.set',
    entityType: 'user',
    entityId: actor.userId,
    at,
  });
  await saved?.(before ? 'changed' : 'set');
  return pinStatus(tx, actor.userId);
}

export async function removePin(tx: DbOrTx, actor: Actor, at: Date) {
  if (await deletePin(tx, actor.userId))
    await auditBy(tx, actor, {
      action: 'kioskPin.remove',
      entityType: 'user',
      entityId: actor.userId,
      at,
    });
  return pinStatus(tx, actor.userId);
}

// ---- Identifying at the kiosk ----

const kioskKey = (kiosk: KioskPrincipal) => `kiosk:${kiosk.kioskId}`;

/** Who is at the kiosk: a guardian, or a person on a pick-up list by the PIN a guardian gave. */
export type KioskSigner = { guardianUserId: number } | { pickupPersonId: number };

/**
 * The guardian, or the person on a pick-up list (decision 072), whose phone ends in `last4`
 * and whose PIN this is. Each try is counted before the PIN is compared, under the kiosk and
 * under the phone ending (5 wrong per ending per 15 minutes, 15 per kiosk): the ending stands
 * for the person without saying whether one exists, so a lock-out answers the same whoever
 * has that ending, or nobody.
 */
export async function identifyByPin(
  app: FastifyInstance,
  kiosk: KioskPrincipal,
  last4: string,
  pin: string,
): Promise<KioskSigner> {
  const keys = [kioskKey(kiosk), `kiosk-pin:${last4}`] as const;
  const counts = await countAttempt(app.db, [...keys], app.clock.now());
  if (counts[keys[0]]! > triesPerKiosk || counts[keys[1]]! > pinTriesPerEnding)
    throw new HttpError(429, kioskLocked);
  const candidates: { signer: KioskSigner; pinHash: string }[] = [
    ...(await pinCandidates(app.db, last4)).map((c) => ({
      signer: { guardianUserId: c.userId },
      pinHash: c.pinHash,
    })),
    // One row per PIN: the same person on several children's lists is one candidate.
    ...(await pickupPinCandidates(app.db, last4)).map((c) => ({
      signer: { pickupPersonId: c.personId },
      pinHash: c.pinHash,
    })),
  ];
  // Nobody with that ending: compare anyway, so the answer takes as long.
  if (candidates.length === 0) await verifyPassword(await dummyPasswordHash(), pin);
  const matches: KioskSigner[] = [];
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.pinHash, pin)) matches.push(candidate.signer);
  }
  // Two people with one ending and one PIN: neither is identified (a guardian uses their code).
  if (matches.length !== 1) throw badRequest(kioskNotRecognised, { pin: kioskNotRecognised });
  await forgiveAttempt(app.db, [...keys]);
  return matches[0]!;
}

/**
 * The guardian of a rotating code of the current or previous 30-second step. A wrong or older
 * code counts against the kiosk; a code is used once (the second arrival, even at the same
 * moment on another kiosk, is refused by the table's key). Answers the guardian and marks the
 * code used in `tx`, the visit's transaction.
 */
export async function identifyByCode(
  app: FastifyInstance,
  tx: DbOrTx,
  kiosk: KioskPrincipal,
  code: string,
  at: Date,
): Promise<number> {
  const read = readKioskCode(app.secrets, code, at);
  if (!read || !(await isActiveGuardian(tx, read.guardianUserId)))
    throw badRequest(kioskCodeUnknown, { code: kioskCodeUnknown });
  const fresh = await useCode(tx, { ...read, kioskId: kiosk.kioskId, at });
  if (!fresh) throw new HttpError(409, kioskCodeUsed, { code: kioskCodeUsed });
  return read.guardianUserId;
}

/** Counts a code's try against the kiosk before it is read; 429 past the kiosk's limit. */
export async function countCodeTry(app: FastifyInstance, kiosk: KioskPrincipal) {
  const counts = await countAttempt(app.db, [kioskKey(kiosk)], app.clock.now());
  if (counts[kioskKey(kiosk)]! > triesPerKiosk) throw new HttpError(429, kioskLocked);
  return () => forgiveAttempt(app.db, [kioskKey(kiosk)]);
}

/**
 * A visit for the identified guardian or pick-up person: the token the kiosk signs with, and
 * the children they may sign in and out (a pick-up person: those whose list they are on with
 * this PIN).
 */
export async function startVisit(
  app: FastifyInstance,
  tx: DbOrTx,
  kiosk: KioskPrincipal,
  signer: KioskSigner,
  method: 'pin' | 'code',
): Promise<KioskVisit> {
  const now = await centreNow(tx, app.clock);
  const token = app.tokens.token();
  const expiresAt = new Date(now.at.getTime() + visitMs);
  await insertVisit(tx, {
    tokenHash: sha256(token),
    kioskId: kiosk.kioskId,
    guardianUserId: 'guardianUserId' in signer ? signer.guardianUserId : null,
    pickupPersonId: 'pickupPersonId' in signer ? signer.pickupPersonId : null,
    method,
    at: now.at,
    expiresAt,
  });
  const visit = { visitToken: token, expiresAt: expiresAt.toISOString() };
  if ('pickupPersonId' in signer) {
    const entries = await pinEntries(tx, signer.pickupPersonId);
    return {
      ...visit,
      guardianName: firstWord(entries[0]?.name ?? ''),
      children: await pinChildren(
        tx,
        entries.map((e) => e.childId),
        now.today,
      ),
    };
  }
  const account = await guardianAccount(tx, signer.guardianUserId);
  return {
    ...visit,
    guardianName: account?.firstName ?? '',
    children: await guardianChildren(tx, signer.guardianUserId, now.today),
  };
}

/** "Rosa Patel" → "Rosa": the kiosk greets by first name, as it does a guardian. */
const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? '';

// ---- Signing ----

const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The finger signature as a PNG the server wrote itself (judged from its bytes). */
export async function signaturePng(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length < pngHeader.length || !bytes.subarray(0, 8).equals(pngHeader))
    throw badRequest('errors.fingerSignatureRequired', {
      signature: 'errors.fingerSignatureRequired',
    });
  const png = await pngWithin(bytes, { width: 800, height: 400 });
  return png.buffer;
}

/** Whom a child is signed in or out by at the kiosk, as recordAttendance is told. */
type KioskHandOver = {
  /** Recorder and audit actor: the guardian, or the one who gave a pick-up person the PIN. */
  actorUserId: number;
  label: string;
  collectedBy: { kind: 'guardian' | 'pickupPerson'; id: number; idChecked: false };
};

/** The guardian signing, for one child: theirs, or 404 as for a child that is not. */
async function guardianHandOver(
  tx: DbOrTx,
  guardianUserId: number,
  childId: number,
): Promise<KioskHandOver> {
  const guardian = (await pickupGuardians(tx, childId)).find((g) => g.userId === guardianUserId);
  if (!guardian) throw notFound(childNotFound);
  return {
    actorUserId: guardian.userId,
    label: withRelationship(guardian.name, guardian.relationship),
    collectedBy: { kind: 'guardian', id: guardian.userId, idChecked: false },
  };
}

const withRelationship = (name: string, relationship: string) =>
  relationship.trim() ? `${name} (${relationship.trim()})` : name;

/**
 * The identified guardian or pick-up person signs children in or out: the visit ends (once),
 * each child must be theirs (a pick-up person's: on whose list they are with a live PIN, read
 * again now, so a PIN withdrawn or an entry removed since they identified stops them), and
 * each is recorded by the same action staff use (restrictions included), with 'kiosk' as how
 * and the signature kept with the record. One transaction for the lot: a refusal records none.
 */
export async function signAtKiosk(
  app: FastifyInstance,
  kiosk: KioskPrincipal,
  body: {
    visitToken: string;
    action: 'checkin' | 'checkout';
    childIds: number[];
    signature: string;
  },
  ip: string,
): Promise<KioskSignResponse> {
  const png = await signaturePng(body.signature);
  const at = app.clock.now();
  const key = `kiosk-signatures/${at.getUTCFullYear()}/${randomUUID()}.png`;
  await app.files.put(key, png, { contentType: 'image/png', size: png.length });
  let actor: Actor | null = null;
  try {
    return await app.db.transaction(async (tx) => {
      const visit = await endVisit(tx, sha256(body.visitToken), kiosk.kioskId, at);
      if (!visit) throw new HttpError(409, kioskVisitEnded);
      const entries =
        visit.pickupPersonId !== null ? await pinEntries(tx, visit.pickupPersonId) : [];
      const handOvers = new Map<number, KioskHandOver>();
      for (const childId of body.childIds) {
        if (visit.guardianUserId !== null) {
          handOvers.set(childId, await guardianHandOver(tx, visit.guardianUserId, childId));
          continue;
        }
        const entry = entries.find((e) => e.childId === childId);
        if (!entry) throw notFound(childNotFound);
        handOvers.set(childId, {
          actorUserId: entry.issuedByUserId,
          label: withRelationship(entry.name, entry.relationship),
          collectedBy: { kind: 'pickupPerson', id: entry.id, idChecked: false },
        });
      }
      const actorOf = (userId: number): Actor => ({
        userId,
        role: 'parent',
        email: '',
        sessionTokenHash: '',
        ip,
      });
      actor = actorOf(handOvers.get(body.childIds[0]!)!.actorUserId);
      const [file] = await tx
        .insert(storedFiles)
        .values({
          key,
          contentType: 'image/png',
          size: png.length,
          purpose: 'kiosk-signature',
          originalName: 'signature.png',
          createdByUserId: actor.userId,
          createdAt: at,
        })
        .returning({ id: storedFiles.id });
      const via = { method: 'kiosk', kioskId: kiosk.kioskId, signatureFileId: file!.id } as const;
      const done: KioskSignResponse['children'] = [];
      for (const childId of body.childIds) {
        const handOver = handOvers.get(childId)!;
        actor = actorOf(handOver.actorUserId);
        const request =
          body.action === 'checkin'
            ? { childId, checkInBy: handOver.label }
            : { childId, checkOutBy: handOver.label, collectedBy: handOver.collectedBy };
        const record = await recordAttendance(tx, actor, request, app.clock, null, via, (done) =>
          notifyCheckOut(
            app,
            tx,
            {
              childId,
              time: done.checkOutTime ?? '',
              by: done.checkOutBy ?? '',
              // A guardian who signed is not told what they did; a pick-up person's guardians are.
              byUserId: visit.guardianUserId,
            },
            at,
          ),
        );
        const time = body.action === 'checkin' ? record.checkInTime : record.checkOutTime;
        const name = await childName(tx, childId);
        done.push({ id: childId, name, time: time ?? '' });
      }
      if (visit.pickupPersonId !== null)
        // The attendance rows name the guardian as recorder (their word); this one says who
        // stood at the door.
        await auditBy(tx, actor, {
          action: 'kiosk.pickupPerson.sign',
          entityType: 'pickupPerson',
          entityId: visit.pickupPersonId,
          actorUserId: null,
          details: {
            kioskId: kiosk.kioskId,
            action: body.action,
            children: body.childIds.map((id) => ({
              childId: id,
              personId: handOvers.get(id)!.collectedBy.id,
            })),
          },
          at,
        });
      return { action: body.action, children: done };
    });
  } catch (error) {
    await app.files.delete(key).catch(() => {});
    if (error instanceof RestrictedCollector && actor) await tellDirectors(app, actor, error);
    throw error;
  }
}

async function childName(tx: DbOrTx, childId: number): Promise<string> {
  return (await findEnrolledChild(tx, childId))?.name ?? '';
}
