import { z } from './zod.ts';
import { confirmPasswordField, lineText, passwordField, timestamp } from './common.ts';
import { languages } from './enums.ts';
import { passwordsMatch } from './parent-accounts.ts';

/** What a staff member may do: a director's or a staff member's permissions (not a title). */
export const permissionRoles = ['director', 'staff'] as const;
export type PermissionRole = (typeof permissionRoles)[number];
const permissionRole = z.enum(permissionRoles, { error: 'errors.choosePermissionRole' });

export const staffInvitationUnusable = 'errors.staffInvitationUnusable';
export const staffInvitationThrottled = 'errors.staffInvitationThrottled';
export const alreadyHasLoginMessage = 'errors.alreadyHasLogin';
export const emailHasAccountMessage = 'errors.emailHasAccount';
export const lastDirectorMessage = 'errors.lastDirector';
export const noPendingInvitationMessage = 'errors.noPendingInvitation';

/**
 * Inviting a staff member to sign in (Add Staff Member with "Invite to the portal", or the
 * profile's "Invite to the portal"): the permission role, and the e-mail's language.
 */
export const staffInviteRequest = z.object({
  role: permissionRole,
  language: z.enum(languages, { error: 'errors.invalidValue' }).default('en'),
});
export type StaffInviteRequest = z.input<typeof staffInviteRequest>;

export const staffInvitationSentResponse = z.object({ email: z.string(), expiresAt: timestamp });

/**
 * A staff member's sign-in, as Staff Management shows it to directors: an account (active or
 * deactivated) or an invitation (pending, or past its expiry), with its permission role.
 * Staff members with neither are not listed.
 */
export const staffLoginStates = ['active', 'deactivated', 'invited', 'invitationExpired'] as const;
export const staffLogin = z.object({
  staffId: z.number().int(),
  state: z.enum(staffLoginStates),
  role: permissionRole,
  /** An invitation's expiry; null for an account. */
  invitationExpiresAt: timestamp.nullable(),
  /** Signs in with an authenticator app (a director can turn it off for a lost phone). */
  twoStepOn: z.boolean(),
});
export type StaffLogin = z.infer<typeof staffLogin>;
export const staffLoginsResponse = z.array(staffLogin);

export const staffLoginRoleRequest = z.object({ role: permissionRole });

const token = lineText(staffInvitationUnusable)
  .min(1, { error: staffInvitationUnusable })
  .max(200, { error: staffInvitationUnusable });
export const staffInvitationTokenParam = z.object({ token });

/** An invitation that can still be accepted: who it is for. */
export const staffInvitationLinkResponse = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: permissionRole,
});
export type StaffInvitationLinkResponse = z.infer<typeof staffInvitationLinkResponse>;

/** Accepting: the link's token and the chosen password (the spec's registration rules). */
export const acceptStaffInvitationRequest = passwordsMatch(
  z.object({ token, password: passwordField, confirmPassword: confirmPasswordField }),
);
