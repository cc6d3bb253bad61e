import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { rooms } from './centre.ts';
import { sql } from 'drizzle-orm';
import { parentAccounts, users } from './people.ts';

export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    allergies: text('allergies').notNull().default(''),
    medicalInfo: text('medical_info').notNull().default(''),
    emergencyContact: text('emergency_contact').notNull(),
    parentName: text('parent_name').notNull(),
    parentPhone: text('parent_phone').notNull(),
    parentEmail: text('parent_email').notNull(),
    parentDriversLicense: text('parent_drivers_license').notNull().default(''),
    relationship: text('relationship').notNull().default('parent'),
    isActive: boolean('is_active').notNull().default(true),
    // When the last consent form was recorded (enrolment step 2). Until then the child is a
    // draft: listed apart, in no count, list, ratio or attendance.
    enrolmentCompletedAt: timestamp('enrolment_completed_at', { withTimezone: true }),
    // Childcare records must be kept: removal hides the child, it never deletes.
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('children_room_idx').on(t.roomId), index('children_active_idx').on(t.isActive)],
);

/** Which parent accounts are guardians of which children (siblings; two or more guardians). */
export const guardians = pgTable(
  'guardians',
  {
    parentAccountId: integer('parent_account_id')
      .notNull()
      .references(() => parentAccounts.id),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
    relationship: text('relationship').notNull().default('parent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.parentAccountId, t.childId] }),
    index('guardians_child_idx').on(t.childId),
  ],
);

export const enrolmentConsents = pgTable(
  'enrolment_consents',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
    form: text('form').notNull(),
    confirmedByUserId: integer('confirmed_by_user_id')
      .notNull()
      .references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('enrolment_consents_child_form').on(t.childId, t.form)],
);

/**
 * Which room a child is in from which day (decision 061): the child's room on a day is the
 * period starting latest on or before it. the child row's `room_id` is the room of the centre's
 * today, kept by the change itself and by the job at the centre's midnight.
 */
export const childRoomPeriods = pgTable(
  'child_room_periods',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('child_room_periods_child_from').on(t.childId, t.fromDate)],
);

/**
 * A child's withdrawals (the spec's "remove", decision 061): away from the day after
 * `last_day` until `returned_on` (a re-enrolment), or for good while it is null. A child has
 * at most one open withdrawal: a second one racing the first is refused by the index (409).
 */
export const childWithdrawals = pgTable(
  'child_withdrawals',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    returnedOn: date('returned_on', { mode: 'string' }),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('child_withdrawals_child_idx').on(t.childId),
    uniqueIndex('child_withdrawals_one_open')
      .on(t.childId)
      .where(sql`${t.returnedOn} is null`),
    check(
      'child_withdrawals_return_after',
      sql`${t.returnedOn} is null or ${t.returnedOn} > ${t.lastDay}`,
    ),
  ],
);
