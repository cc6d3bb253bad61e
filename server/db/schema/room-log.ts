import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { rooms } from './centre.ts';
import { children } from './children.ts';
import { dailyReports } from './day.ts';
import { galleryPhotos } from './media.ts';
import { users } from './people.ts';

// The room's day in a few taps (issue 42, decision 068): one event logged for several
// children at once, each child's entry its own row; the reviewed day becomes its daily report.

/**
 * One logged event for one or more children: what the teacher tapped once. The device's own
 * id for it (`client_action_id`, decision 028) is unique, so a queue sending it again is
 * answered with what it did the first time. Undone (by its author, within a minute) as a whole.
 */
export const roomLogGroups = pgTable(
  'room_log_groups',
  {
    id: serial('id').primaryKey(),
    clientActionId: text('client_action_id').notNull(),
    kind: text('kind').notNull(),
    roomId: integer('room_id').references(() => rooms.id),
    date: date('date', { mode: 'string' }).notNull(),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    recordedByUserId: integer('recorded_by_user_id')
      .notNull()
      .references(() => users.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('room_log_groups_client_action').on(t.clientActionId)],
);

/**
 * One child's entry of a logged event. The fields a kind uses: `text` (what was offered, the
 * activity, the note), `choice` (how much was eaten, the diaper, the mood), `amount` and
 * `unit` (a bottle). A correction is a new entry naming the one it corrects and why.
 */
export const roomLogEntries = pgTable(
  'room_log_entries',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => roomLogGroups.id),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    text: text('text').notNull().default(''),
    choice: text('choice').notNull().default(''),
    amount: numeric('amount', { precision: 6, scale: 1 }),
    unit: text('unit').notNull().default(''),
    /**
     * An activity's photo: a gallery photo (uploaded through the gallery, so its rules hold:
     * the children's photo releases, no EXIF, seen by the families of the children in it).
     * Deleting the photo from the gallery leaves the entry without it.
     */
    photoId: integer('photo_id').references(() => galleryPhotos.id, { onDelete: 'set null' }),
    correctsEntryId: integer('corrects_entry_id'),
    correctionReason: text('correction_reason').notNull().default(''),
    recordedByUserId: integer('recorded_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('room_log_entries_group_child').on(t.groupId, t.childId),
    // An entry is corrected once; a correction of the correction names the newer one.
    uniqueIndex('room_log_entries_corrects')
      .on(t.correctsEntryId)
      .where(sql`${t.undoneAt} is null`),
    index('room_log_entries_child_day').on(t.childId, t.date, t.happenedAt),
    index('room_log_entries_day').on(t.date),
  ],
);

/**
 * A child's day reviewed and sent as its daily report: once per child per day (the unique
 * index decides a race of sends).
 */
export const roomDayReviews = pgTable(
  'room_day_reviews',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
    date: date('date', { mode: 'string' }).notNull(),
    dailyReportId: integer('daily_report_id').references(() => dailyReports.id),
    reviewedByUserId: integer('reviewed_by_user_id')
      .notNull()
      .references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('room_day_reviews_child_date').on(t.childId, t.date)],
);

/**
 * The centre's choices for the room's day (a single row, id 1; absent means the defaults):
 * whether families see entries as they are logged ('live') or only the reviewed report
 * ('reviewed'), the unit bottles are logged in, and the age under which a child's report lists
 * every bottle, nap and diaper with its time (the infants' sheet).
 */
export const roomLogSettings = pgTable('room_log_settings', {
  id: integer('id').primaryKey().default(1),
  familyView: text('family_view').notNull().default('reviewed'),
  bottleUnit: text('bottle_unit').notNull().default('oz'),
  infantSheetMonths: integer('infant_sheet_months').notNull().default(18),
  /**
   * HH:MM on the centre's clock after which each child's day not yet sent is sent as its
   * report by the server; '' (the default) leaves sending to the button.
   */
  autoSendAt: text('auto_send_at').notNull().default(''),
  /** The centre's own activities, offered when an activity is logged (a JSON list of names). */
  activities: jsonb('activities').$type<string[]>().notNull().default([]),
  /** Who saved the settings last: the automatic send writes as them, in their language. */
  updatedByUserId: integer('updated_by_user_id').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
