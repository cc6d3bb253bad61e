import { z } from './zod.ts';

/**
 * Two-step sign-in (decision 069): an authenticator app's 6-digit code (TOTP) after the
 * password, or one of ten single-use recovery codes; a director may require it.
 */

/** Catalogue ids of the answers about codes (locales/…/errors.json). */
export const twoStepErrors = {
  codeRequired: 'errors.twoStepCodeRequired',
  codeWrong: 'errors.twoStepCodeWrong',
  throttled: 'errors.twoStepThrottled',
  pendingExpired: 'errors.twoStepPendingExpired',
  alreadyOn: 'errors.twoStepAlreadyOn',
  notOn: 'errors.twoStepNotOn',
  noSetup: 'errors.twoStepNoSetup',
  required: 'errors.twoStepRequired',
  setupRequired: 'errors.twoStepSetupRequired',
  resetOwn: 'errors.twoStepResetOwn',
} as const;

/**
 * A code as typed: the app's 6 digits, or a recovery code (xxxxx-xxxxx); spaces and the
 * letter case are forgiven on the server.
 */
export const twoStepCode = z
  .string({ error: twoStepErrors.codeRequired })
  .trim()
  .min(1, { error: twoStepErrors.codeRequired })
  .max(40, { error: twoStepErrors.codeWrong })
  .regex(/^[A-Za-z0-9 -]*$/, { error: twoStepErrors.codeWrong });

/** The second step at sign-in. */
export const secondStepRequest = z.object({ code: twoStepCode });
export type SecondStepRequest = z.input<typeof secondStepRequest>;

/**
 * The password was right; the account asks for a second step next (202, no session yet): the
 * app's code ('code', where a passkey may stand in when `passkey`), or a passkey alone
 * ('passkey': the person has passkeys and no app; decision 071).
 */
export const secondStepResponse = z.object({
  secondStep: z.enum(['code', 'passkey']),
  passkey: z.literal(true).optional(),
});
export type SecondStepResponse = z.infer<typeof secondStepResponse>;

/** Who must sign in with a second step: the centre's setting. */
export const twoStepRequirements = ['none', 'directors', 'staff', 'everyone'] as const;
export type TwoStepRequirement = (typeof twoStepRequirements)[number];
export const twoStepRequirement = z.object({ requiredFor: z.enum(twoStepRequirements) });

/** The person's own two-step sign-in. */
export const twoStepStatusResponse = z.object({
  enabled: z.boolean(),
  /** Recovery codes not yet used. */
  recoveryCodesLeft: z.number().int(),
  /** The centre requires it of this person (it cannot then be turned off). */
  required: z.boolean(),
});
export type TwoStepStatusResponse = z.infer<typeof twoStepStatusResponse>;

/** A set-up begun: the secret, as text and as the address a QR code holds. Shown once. */
export const twoStepSetupResponse = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoStepSetupResponse = z.infer<typeof twoStepSetupResponse>;

export const twoStepConfirmRequest = z.object({ code: twoStepCode });
export type TwoStepConfirmRequest = z.input<typeof twoStepConfirmRequest>;

/** Turned on: the ten recovery codes, shown this once. */
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

export const twoStepDisableRequest = z.object({
  // Not trimmed: a password may begin or end with a space.
  currentPassword: z
    .string({ error: 'errors.currentPasswordRequired' })
    .min(1, { error: 'errors.currentPasswordRequired' })
    .max(200, { error: 'errors.currentPasswordIncorrect' }),
  code: twoStepCode,
});
export type TwoStepDisableRequest = z.input<typeof twoStepDisableRequest>;

/**
 * New recovery codes (the old ones stop working): the password and a code, as turning the
 * app off asks, since the answer is ten new ways in.
 */
export const recoveryCodesRequest = twoStepDisableRequest;
export type RecoveryCodesRequest = TwoStepDisableRequest;
