import { z } from './zod.ts';
import { loginRequest } from './auth.ts';
import { confirmPasswordField, lineText, passwordField } from './common.ts';
import { passwordsMatch } from './parent-accounts.ts';

/** Used, expired, superseded or unknown: one answer for every link that cannot be used. */
export const passwordResetLinkUnusable = 'errors.passwordResetLinkUnusable';
export const passwordResetThrottled = 'errors.passwordResetThrottled';

const portal = z.enum(['staff', 'parent']);

/**
 * POST /api/auth/password-reset/request: the e-mail typed on a 'Forgot password?' page. The
 * answer is the same whether or not an account signs in with it.
 */
export const passwordResetRequest = z.object({ email: loginRequest.shape.email });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

const token = lineText(passwordResetLinkUnusable)
  .min(1, { error: passwordResetLinkUnusable })
  .max(200, { error: passwordResetLinkUnusable });
export const passwordResetTokenParam = z.object({ token });

/** A link that can still be used: whose password it sets, and where they sign in. */
export const passwordResetLinkResponse = z.object({ email: z.string(), portal });
export type PasswordResetLinkResponse = z.infer<typeof passwordResetLinkResponse>;

/** The new password and its confirmation, as the spec's registration form checks them. */
export const newPasswordForm = passwordsMatch(
  z.object({ password: passwordField, confirmPassword: confirmPasswordField }),
);
export type NewPasswordForm = z.input<typeof newPasswordForm>;

/** POST /api/auth/password-reset: the link's token and the new password. */
export const setNewPasswordRequest = passwordsMatch(
  z.object({ token, password: passwordField, confirmPassword: confirmPasswordField }),
);
export type SetNewPasswordRequest = z.input<typeof setNewPasswordRequest>;

/** Every session has ended: the person signs in afresh at their portal. */
export const setNewPasswordResponse = z.object({ portal });

/** A director sent a staff member or a parent a password link: to this address. */
export const resetLinkSentResponse = z.object({ email: z.string() });
export type ResetLinkSentResponse = z.infer<typeof resetLinkSentResponse>;

export const noLoginMessage = 'errors.noLogin';
export const loginDeactivatedMessage = 'errors.loginDeactivated';
