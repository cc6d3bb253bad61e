import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';

/** The centre's own settings: a single row (id 1). */
export const centreSettings = pgTable('centre_settings', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull().default('America/New_York'),
  invitationExpiryDays: integer('invitation_expiry_days').notNull().default(14),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  openingTime: text('opening_time').notNull().default('07:00'),
  closingTime: text('closing_time').notNull().default('18:00'),
  /**
   * HH:MM on the centre's clock: a child expected today and not checked in by then raises the
   * unexpected-absence alert (decision 065); '' turns it off.
   */
  absenceAlertTime: text('absence_alert_time').notNull().default('09:30'),
  /**
   * The weekdays the centre opens, ISO numbers (1 Monday … 7 Sunday): with the closures below,
   * which days children are expected (decision 073). Existing centres start Monday–Friday.
   */
  openWeekdays: integer('open_weekdays')
    .array()
    .notNull()
    .default(sql`'{1,2,3,4,5}'::integer[]`),
  statusMessage: text('status_message').notNull().default(''),
  /** The centre's public website ('' when it has none): the staff portal's 'Back to Main Page'. */
  websiteUrl: text('website_url').notNull().default(''),
  /** The provider's tax id, printed on year-end statements (decision 034). */
  taxId: text('tax_id').notNull().default(''),
  /** The centre's logo (a PNG the server made from the upload), or null: decision 060. */
  logoFileId: integer('logo_file_id').references((): AnyPgColumn => storedFiles.id),
  /** GET /api/payment-instructions: how families pay outside the portal. */
  paymentPayeeName: text('payment_payee_name').notNull().default(''),
  paymentBankDetails: text('payment_bank_details').notNull().default(''),
  paymentCheckAddress: text('payment_check_address').notNull().default(''),
  paymentReference: text('payment_reference').notNull().default(''),
  /** Days from an invoice's issue to its due date (4: a Monday invoice is due on Friday). */
  invoiceDueDays: integer('invoice_due_days').notNull().default(4),
  /** The late fee proposed for an overdue invoice (0: none), and the days of grace first. */
  lateFeeCents: integer('late_fee_cents').notNull().default(2500),
  lateFeeGraceDays: integer('late_fee_grace_days').notNull().default(0),
  /**
   * When the first director finished (or skipped) the first-start set-up; null until then.
   * A centre that ran before the set-up existed, and the demo centre, count as set up.
   */
  setupCompletedAt: timestamp('setup_completed_at', { withTimezone: true }),
  /** Who must sign in with a second step (decision 069): nobody, directors, all staff, everyone. */
  twoStepRequiredFor: text('two_step_required_for', {
    enum: ['none', 'directors', 'staff', 'everyone'],
  })
    .notNull()
    .default('none'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    // The value the spec's room filters use (infants, toddlers, preschool, pre-k).
    filterKey: text('filter_key').notNull(),
    // Children one staff member may care for in this room (1:N).
    childrenPerStaff: integer('children_per_staff').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    // The ages the room takes, in whole months: from (inclusive) to (exclusive).
    ageFromMonths: integer('age_from_months').notNull().default(0),
    ageToMonths: integer('age_to_months').notNull().default(60),
    // An archived room leaves pickers and ratios; records made in it keep its name (060).
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    // Names stay unique among archived rooms too, letter case ignored: staff placements and
    // duty periods name their room by its name (decision 060).
    uniqueIndex('rooms_name_ci_unique').on(sql`lower(${t.name})`),
    uniqueIndex('rooms_filter_key_unique').on(t.filterKey),
  ],
);

/**
 * Days the centre is closed although the weekday is open (a holiday, a winter break): each a
 * calendar day or range on the centre's clock, both ends included (decision 073). Past ones
 * are kept: they explain the history. Two closures never share a day (an exclusion
 * constraint, hand-written in the migration: a second one answers 409).
 */
export const centreClosures = pgTable(
  'centre_closures',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('centre_closures_order', sql`${t.endDate} >= ${t.startDate}`)],
);
