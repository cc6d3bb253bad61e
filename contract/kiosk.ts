import { z } from './zod.ts';
import { isoDate, lineText, oneLine, timestamp } from './common.ts';

// The door kiosk (issue 40, decision 070).

/** A paired kiosk, as Settings lists it. */
export const kioskDevice = z.object({
  id: z.number().int(),
  name: z.string(),
  pairedAt: timestamp,
  pairedBy: z.string(),
  lastSeenAt: timestamp,
});
export type KioskDevice = z.infer<typeof kioskDevice>;
export const kioskDeviceListResponse = z.array(kioskDevice);

export const pairKioskRequest = z.object({
  name: lineText('errors.kioskNameRequired')
    .min(1, { error: 'errors.kioskNameRequired' })
    .max(80, { error: 'errors.kioskNameTooLong' }),
});
export type PairKioskRequest = z.input<typeof pairKioskRequest>;

/** GET /api/kiosk: the paired tablet's own view of itself. */
export const kioskStatusResponse = z.object({ id: z.number().int(), name: z.string() });
export type KioskStatus = z.infer<typeof kioskStatusResponse>;

// ---- PINs ----

export const pinMinLength = 6;
export const pinMaxLength = 12;

/**
 * Why a PIN is refused, or null: digits only, 6 to 12 of them, not one digit repeated, not a
 * run up or down (123456, 987654, 890123), not a short block repeated (121212, 123123), and
 * not any part of the guardian's phone number. Catalogue ids (locales/…/errors.json).
 */
export function pinProblem(pin: string, phone = ''): string | null {
  if (!/^\d+$/.test(pin)) return 'errors.pinDigitsOnly';
  if (pin.length < pinMinLength) return 'errors.pinTooShort';
  if (pin.length > pinMaxLength) return 'errors.pinTooLong';
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => (d - digits[i]! + 10) % 10);
  if (steps.every((s) => s === steps[0]) && [0, 1, 9].includes(steps[0]!))
    return 'errors.pinTooSimple';
  for (let block = 1; block <= pin.length / 2; block++) {
    if (pin.length % block === 0 && pin === pin.slice(0, block).repeat(pin.length / block))
      return 'errors.pinTooSimple';
  }
  const phoneDigits = phone.replace(/\D/g, '');
  if (phoneDigits.length >= 4 && (phoneDigits.includes(pin) || pin.includes(phoneDigits.slice(-4))))
    return 'errors.pinInPhone';
  return null;
}

export const kioskPinRequest = z.object({
  pin: oneLine(z.string({ error: 'errors.pinDigitsOnly' })).max(40, {
    error: 'errors.pinTooLong',
  }),
});
export type KioskPinRequest = z.input<typeof kioskPinRequest>;
export const kioskPinStatus = z.object({
  isSet: z.boolean(),
  updatedAt: timestamp.nullable(),
  /** The last four digits of the phone a guardian types at the kiosk before the PIN. */
  phoneLast4: z.string().nullable(),
});
export type KioskPinStatus = z.infer<typeof kioskPinStatus>;

/** GET /api/account/kiosk-code: the guardian's code of this 30-second step. */
export const kioskCodeResponse = z.object({
  code: z.string(),
  /** When the next code takes over (the portal asks again then). */
  refreshAt: timestamp,
});
export type KioskCodeResponse = z.infer<typeof kioskCodeResponse>;

/** GET /api/children/:id/signature: the guardian's signature of one day's check-in or out. */
export const signatureQuery = z.object({
  date: isoDate,
  of: z.enum(['checkIn', 'checkOut'], { error: 'errors.invalidValue' }),
});

// ---- At the kiosk ----

/** A rotating code: the guardian's id, a dash, ten digits (QR or typed). */
export const kioskCodePattern = /^\d{1,10}-\d{10}$/;

export const kioskIdentifyRequest = z.union([
  z.object({
    phoneLast4: z.string().regex(/^\d{4}$/, { error: 'errors.phoneLast4' }),
    pin: z.string().regex(/^\d{1,12}$/, { error: 'errors.pinDigitsOnly' }),
  }),
  z.object({
    code: oneLine(z.string()).max(40, { error: 'errors.kioskCodeUnknown' }),
  }),
]);
export type KioskIdentifyRequest = z.input<typeof kioskIdentifyRequest>;

export const kioskChild = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Today's state: not here yet, here, or gone home. */
  state: z.enum(['notArrived', 'here', 'left']),
});
export type KioskChild = z.infer<typeof kioskChild>;

export const kioskVisitResponse = z.object({
  visitToken: z.string(),
  guardianName: z.string(),
  expiresAt: timestamp,
  children: z.array(kioskChild),
});
export type KioskVisit = z.infer<typeof kioskVisitResponse>;

/** A finger signature: a PNG as a data URL, at most about 300 KB. */
export const signatureDataUrl = z
  .string({ error: 'errors.fingerSignatureRequired' })
  .max(400_000, { error: 'errors.signatureTooLarge' })
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, { error: 'errors.fingerSignatureRequired' });

export const kioskSignRequest = z.object({
  visitToken: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'errors.kioskVisitEnded' }),
  action: z.enum(['checkin', 'checkout']),
  childIds: z
    .array(z.number({ error: 'errors.invalidId' }).int().min(1).max(2_147_483_647))
    .min(1, { error: 'errors.kioskChooseChild' })
    .max(20)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'errors.kioskChooseChild' }),
  signature: signatureDataUrl,
});
export type KioskSignRequest = z.input<typeof kioskSignRequest>;

export const kioskSignResponse = z.object({
  action: z.enum(['checkin', 'checkout']),
  children: z.array(z.object({ id: z.number().int(), name: z.string(), time: z.string() })),
});
export type KioskSignResponse = z.infer<typeof kioskSignResponse>;

// ---- PINs of people on a pick-up list (decision 072) ----

/**
 * POST /api/children/:id/pickup/people/:personId/kiosk-pin: the PIN a guardian passes on,
 * shown this once, the phone ending it goes with, and the children it covers.
 */
export const pickupPinIssued = z.object({
  pin: z.string(),
  phoneLast4: z.string(),
  children: z.array(z.string()),
});
export type PickupPinIssued = z.infer<typeof pickupPinIssued>;
