import { z } from './zod.ts';
import { eventResponse } from './events.ts';
import { isoDate, timestamp } from './common.ts';

/** Spec section 9: the one-time registration fee, in cents (150 USD). */
export const registrationFeeCents = 15000;

/** The centre's published status: the parent dashboard's Daycare Status card. */
export const daycareStatus = z.object({
  name: z.string(),
  openingTime: z.string(),
  closingTime: z.string(),
  statusMessage: z.string(),
  phone: z.string(),
  /** The centre's address and e-mail as directors set them ('' when none: decision 060). */
  address: z.string(),
  email: z.string(),
});
export type DaycareStatus = z.infer<typeof daycareStatus>;

/**
 * GET /api/parent/overview: what the parent dashboard shows around the child card, all of it
 * limited to the signed-in parent's own family (Staff on Duty is the centre's count).
 */
export const parentOverviewResponse = z.object({
  /** The centre's local date (YYYY-MM-DD): "today" for the summary and the events card. */
  today: isoDate,
  daycare: daycareStatus,
  eventsToday: z.array(eventResponse),
  stats: z.object({
    totalChildren: z.number().int(),
    staffOnDuty: z.number().int(),
    /** Percent of the family's attendance records in the window that were present or late; null when none. */
    attendanceRate: z.number().int().nullable(),
    attendanceWindowDays: z.number().int(),
    safetyReports: z.number().int(),
  }),
});
export type ParentOverviewResponse = z.infer<typeof parentOverviewResponse>;

/** GET /api/parent/account: the signed-in parent's subscription facts (spec section 3). */
export const parentAccountResponse = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subscriptionStatus: z.string(),
  subscriptionPlan: z.string(),
  /** The parent's part of a whole period of their plan (`subscriptionPlan`), in cents. */
  subscriptionAmountCents: z.number().int(),
  registrationFeeCents: z.number().int(),
  nextBillingDate: isoDate.nullable(),
  registrationDate: timestamp,
  lastPaymentDate: timestamp.nullable(),
  paymentStatus: z.string(),
});
export type ParentAccountResponse = z.infer<typeof parentAccountResponse>;
