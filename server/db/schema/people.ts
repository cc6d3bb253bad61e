import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A sign-in account. What the person is (staff member, parent) lives in its own table. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['director', 'staff', 'parent'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    // A demo account with the published password: while one is active, both portals say
    // "Demo centre" on every page.
    isDemo: boolean('is_demo').notNull().default(false),
    // Their profile photo (a stored file), shown on their profile and in their menu.
    photoFileId: integer('photo_file_id').references((): AnyPgColumn => storedFiles.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // E-mails are compared case-insensitively: stored lower-case, unique.
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table does not hand out live sessions.
    tokenHash: text('token_hash').primaryKey(),
    // How the person's list of signed-in devices names a session (decision 067): never the
    // token's hash, which is what a request is recognised by.
    id: serial('id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    // The centre requires two-step sign-in of this person and they have none yet: the session
    // reaches only the set-up of an authenticator app (decision 069).
    mustSetUpTwoStep: boolean('must_set_up_two_step').notNull().default(false),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    uniqueIndex('sessions_id_unique').on(t.id),
  ],
);

/**
 * Attempts at guessing a secret (a sign-in, a current password), counted per key in fixed
 * windows. One row per key, incremented atomically before the guess is checked, so a burst
 * of parallel guesses is counted exactly (lib/throttle.ts).
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('throttle_counters_window_idx').on(t.windowStart)],
);

/**
 * Browsers that have signed in to an account before (a cookie holding a random token, kept
 * here as its SHA-256). An attacker guessing a password from the same address as the
 * centre's tablets does not lock the tablets out: they present their device token.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').notNull(),
    // One browser can be trusted for several accounts (a shared tablet).
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tokenHash, t.userId] }),
    index('trusted_devices_user_idx').on(t.userId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('audit_entity_idx').on(t.entityType, t.entityId), index('audit_at_idx').on(t.at)],
);

/** Per-user preferences (notification switches, language, theme, ...) as one JSON document. */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // A job title such as 'Lead Teacher': a label, not a permission.
    role: text('role').notNull(),
    room: text('room'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    bio: text('bio').notNull().default(''),
    isOnDuty: boolean('is_on_duty').notNull().default(false),
    // Removing a staff member keeps their history; they leave the lists.
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_user_unique').on(t.userId),
    // One current staff member per e-mail, letter case ignored; a removed one's may be reused.
    uniqueIndex('staff_email_current_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.removedAt} is null`),
    index('staff_removed_idx').on(t.removedAt),
  ],
);

/**
 * When each staff member was on duty, and in which room: the duty switch opens and closes a
 * period (in the switch's transaction), so ratio compliance can be counted for any past day.
 * `room` is the staff member's room label while on duty; a room change mid-shift closes the
 * period and opens the next one.
 */
export const staffDutyPeriods = pgTable(
  'staff_duty_periods',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    room: text('room'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // At most one open period per staff member: two duty switches at once cannot both open one.
    uniqueIndex('staff_duty_periods_open')
      .on(t.staffId)
      .where(sql`${t.endedAt} is null`),
    index('staff_duty_periods_started_idx').on(t.startedAt),
  ],
);

export const parentAccounts = pgTable(
  'parent_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull().default(''),
    emergencyContactName: text('emergency_contact_name').notNull().default(''),
    emergencyContactPhone: text('emergency_contact_phone').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    paymentCustomerId: text('payment_customer_id'),
    paymentSubscriptionId: text('payment_subscription_id'),
    subscriptionStatus: text('subscription_status').notNull().default('pending'),
    subscriptionPlan: text('subscription_plan').notNull().default('weekly'),
    subscriptionAmountCents: integer('subscription_amount_cents').notNull().default(35000),
    nextBillingDate: date('next_billing_date', { mode: 'string' }),
    registrationDate: timestamp('registration_date', { withTimezone: true }).notNull().defaultNow(),
    lastPaymentDate: timestamp('last_payment_date', { withTimezone: true }),
    paymentStatus: text('payment_status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parent_accounts_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('parent_accounts_user_unique').on(t.userId),
  ],
);
