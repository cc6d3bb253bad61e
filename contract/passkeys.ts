import { lineText } from './common.ts';
import { z } from './zod.ts';

/**
 * Passkeys (WebAuthn, decision 071): a person's device signs a challenge with a key it keeps;
 * the server holds only the public half. A passkey signs in without the password, or is the
 * second step after it.
 */

/** Catalogue ids of the answers about passkeys (locales/…/errors.json). */
export const passkeyErrors = {
  nameRequired: 'errors.passkeyNameRequired',
  nameTooLong: 'errors.passkeyNameTooLong',
  notAccepted: 'errors.passkeyNotAccepted',
  exists: 'errors.passkeyExists',
  notFound: 'errors.passkeyNotFound',
  lastRequired: 'errors.passkeyLastRequired',
} as const;

/** A base64url value as WebAuthn's JSON carries it (no padding). */
const base64url = (max: number) =>
  z
    .string({ error: passkeyErrors.notAccepted })
    .max(max, { error: passkeyErrors.notAccepted })
    .regex(/^[A-Za-z0-9_-]*$/, { error: passkeyErrors.notAccepted });

/** What `navigator.credentials.create()` gave, as @simplewebauthn/browser writes it. */
export const passkeyRegistration = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { error: passkeyErrors.notAccepted }),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20_000),
    transports: z
      .array(
        z
          .string()
          .max(40)
          .regex(/^[a-z-]*$/),
      )
      .max(10)
      .optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).default({}),
});

/** What `navigator.credentials.get()` gave. */
export const passkeyAssertion = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { error: passkeyErrors.notAccepted }),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).default({}),
});
export type PasskeyAssertion = z.input<typeof passkeyAssertion>;

/**
 * The options for the browser's WebAuthn call, as @simplewebauthn/server makes them
 * (PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON): handed on as they are.
 */
export const passkeyOptionsResponse = z.object({
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponse>;

export const passkeyName = lineText(passkeyErrors.nameRequired)
  .min(1, { error: passkeyErrors.nameRequired })
  .max(60, { error: passkeyErrors.nameTooLong });

export const addPasskeyRequest = z.object({ name: passkeyName, response: passkeyRegistration });
export type AddPasskeyRequest = z.input<typeof addPasskeyRequest>;

export const passkeyItem = z.object({
  id: z.number().int(),
  /** The credential's id, as the device knows it: what Remove names. */
  credentialId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyItem = z.infer<typeof passkeyItem>;
export const passkeyList = z.object({ passkeys: z.array(passkeyItem) });
export type PasskeyList = z.infer<typeof passkeyList>;

export const removePasskeyRequest = z.object({
  credentialId: base64url(1400).min(1, { error: passkeyErrors.notFound }),
  // Not trimmed: a password may begin or end with a space.
  currentPassword: z
    .string({ error: 'errors.currentPasswordRequired' })
    .min(1, { error: 'errors.currentPasswordRequired' })
    .max(200, { error: 'errors.currentPasswordIncorrect' }),
});
export type RemovePasskeyRequest = z.input<typeof removePasskeyRequest>;

/** Signing in with a passkey, without the password. */
export const passkeySignInRequest = z.object({
  response: passkeyAssertion,
  rememberMe: z.boolean().default(false),
});
export type PasskeySignInRequest = z.input<typeof passkeySignInRequest>;

/** A passkey as the second step, after the password. */
export const passkeySecondStepRequest = z.object({ response: passkeyAssertion });
export type PasskeySecondStepRequest = z.input<typeof passkeySecondStepRequest>;
