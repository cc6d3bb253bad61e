import type { Portal } from '../lib/session.ts';

/** What the sign-in form hands the 'Forgot password?' page: the e-mail typed so far. */
export type ForgotPasswordState = { email?: string } | null;

/** The portal a page was opened from (`?portal=parent`); the staff portal otherwise. */
export const portalParam = (value: string | null): Portal =>
  value === 'parent' ? 'parent' : 'staff';
