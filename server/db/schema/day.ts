import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { pickupPasses, pickupPeople } from './handover.ts';
import { storedFiles } from './files.ts';
import { kioskDevices } from './kiosk.ts';
import { parentAccounts, staff, users } from './people.ts';

const childRef = () =>
  integer('child_id')
    .notNull()
    .references(() => children.id);
const staffRef = () => integer('staff_id').references(() => staff.id);
/** The signed-in user who saved the record (the spec's staffId is who it is about or by). */
const recordedBy = () => integer('recorded_by_user_id').references(() => users.id);
const day = () => date('date', { mode: 'string' }).notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const attendance = pgTable(
  'attendance',
  {
    id: serial('id').primaryKey(),
    childId: childRef(),
    // The centre's local calendar day.
    date: day(),
    checkInAt: timestamp('check_in_at', { withTimezone: true }),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }),
    status: text('status').notNull(),
    checkInBy: text('check_in_by'),
    checkOutBy: text('check_out_by'),
    // Who recorded the check-in, and who recorded the check-out.
    recordedByUserId: recordedBy(),
    checkOutRecordedByUserId: integer('check_out_recorded_by_user_id').references(() => users.id),
    // Who collected the child, as checked at the door (decision 065): a guardian, a person
    // on the pick-up list or a pass; the ID seen; for anyone else, the approving director.
    checkOutGuardianUserId: integer('check_out_guardian_user_id').references(() => users.id),
    checkOutPickupPersonId: integer('check_out_pickup_person_id').references(() => pickupPeople.id),
    checkOutPassId: integer('check_out_pass_id').references(() => pickupPasses.id),
    checkOutIdChecked: boolean('check_out_id_checked'),
    checkOutApprovedByUserId: integer('check_out_approved_by_user_id').references(() => users.id),
    // How each was recorded (decision 070): 'staff' (the dashboard), 'offline' (the staff
    // device's queue, sent later) or 'kiosk' (a guardian at the door kiosk, with their finger
    // signature as a PNG). Null on records older than this: staff.
    checkInMethod: text('check_in_method'),
    checkOutMethod: text('check_out_method'),
    checkInKioskId: integer('check_in_kiosk_id').references(() => kioskDevices.id),
    checkOutKioskId: integer('check_out_kiosk_id').references(() => kioskDevices.id),
    checkInSignatureFileId: integer('check_in_signature_file_id').references(() => storedFiles.id),
    checkOutSignatureFileId: integer('check_out_signature_file_id').references(
      () => storedFiles.id,
    ),
    createdAt: createdAt(),
  },
  // One record per child per day: a child cannot be checked in twice on one day.
  (t) => [
    uniqueIndex('attendance_child_date').on(t.childId, t.date),
    index('attendance_date_idx').on(t.date),
  ],
);

/**
 * Check-ins and check-outs sent with the device's own id for the action (the offline queue,
 * issue 16): a second arrival of the same action is answered with what the first did, never
 * recorded twice. The primary key decides two arrivals at once.
 */
export const attendanceActions = pgTable('attendance_actions', {
  clientActionId: text('client_action_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  // Set in the action's transaction once recorded.
  attendanceId: integer('attendance_id').references(() => attendance.id),
  happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    childId: childRef(),
    date: day(),
    activity: text('activity').notNull(),
    notes: text('notes').notNull().default(''),
    staffId: staffRef(),
    recordedByUserId: recordedBy(),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's order (newest first, read backwards), for everyone and for one child.
    index('activities_list_idx').on(t.date, t.createdAt, t.id),
    index('activities_child_list_idx').on(t.childId, t.date, t.createdAt, t.id),
    index('activities_created_idx').on(t.createdAt),
  ],
);

export const incidents = pgTable(
  'incidents',
  {
    id: serial('id').primaryKey(),
    childId: childRef(),
    date: day(),
    time: time('time').notNull(),
    description: text('description').notNull(),
    actionTaken: text('action_taken').notNull().default(''),
    staffId: staffRef(),
    parentNotified: boolean('parent_notified').notNull().default(false),
    parentNotifiedAt: timestamp('parent_notified_at', { withTimezone: true }),
    acknowledgedByParentId: integer('acknowledged_by_parent_id').references(
      () => parentAccounts.id,
    ),
    acknowledgedSignature: text('acknowledged_signature'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    recordedByUserId: recordedBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('incidents_list_idx').on(t.date, t.time, t.id),
    index('incidents_child_list_idx').on(t.childId, t.date, t.time, t.id),
    // Pending incidents (parents not yet told): the dashboard's count and the notifier.
    index('incidents_pending_idx')
      .on(t.date, t.time, t.id)
      .where(sql`${t.parentNotified} = false`),
    index('incidents_created_idx').on(t.createdAt),
  ],
);

export const dailyReports = pgTable(
  'daily_reports',
  {
    id: serial('id').primaryKey(),
    childId: childRef(),
    date: day(),
    meals: text('meals').notNull().default(''),
    naps: text('naps').notNull().default(''),
    activities: text('activities').notNull().default(''),
    mood: text('mood').notNull().default(''),
    notes: text('notes').notNull().default(''),
    staffId: staffRef(),
    recordedByUserId: recordedBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('daily_reports_list_idx').on(t.date, t.createdAt, t.id),
    index('daily_reports_child_list_idx').on(t.childId, t.date, t.createdAt, t.id),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: day(),
    time: text('time').notNull().default(''),
    type: text('type').notNull().default('general'),
    participants: text('participants').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('events_date_idx').on(t.date)],
);
