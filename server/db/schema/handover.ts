import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { storedFiles } from './files.ts';
import { users } from './people.ts';

// Safe hand-over (issue 40, decision 065): who may collect a child, who must not, one-off
// passes and absences a family reports.

const childRef = () =>
  integer('child_id')
    .notNull()
    .references(() => children.id);
const byUser = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id);
const at = (name: string) => timestamp(name, { withTimezone: true });

/** People besides the guardians who may collect a child, kept by its guardians and staff. */
export const pickupPeople = pgTable(
  'pickup_people',
  {
    id: serial('id').primaryKey(),
    childId: childRef(),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    phone: text('phone').notNull(),
    // The last characters of an ID document, to compare at the door.
    idLast4: text('id_last4').notNull().default(''),
    // A photo to compare at the door; staff only (decision 065).
    photoFileId: integer('photo_file_id').references(() => storedFiles.id),
    addedByUserId: byUser('added_by_user_id'),
    createdAt: at('created_at').notNull(),
    // Taken off the list; kept because attendance records name them.
    removedAt: at('removed_at'),
    // A door-kiosk PIN a guardian gave this person (decision 072), hashed like a password.
    // The same person on the lists of that guardian's other children shares the hash: one
    // PIN, every child they may collect. Null: no PIN (never given, withdrawn).
    kioskPinHash: text('kiosk_pin_hash'),
    kioskPinIssuedAt: at('kiosk_pin_issued_at'),
    // The guardian who gave it: the PIN is their word, and the kiosk's records name them as
    // recorder beside the person who signed.
    kioskPinIssuedByUserId: integer('kiosk_pin_issued_by_user_id').references(() => users.id),
  },
  (t) => [index('pickup_people_child_idx').on(t.childId)],
);

/** People the centre must not release a child to (a court order, a guardian's word). */
export const pickupRestrictions = pgTable(
  'pickup_restrictions',
  {
    id: serial('id').primaryKey(),
    childId: childRef(),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    // The court order or written restriction, as uploaded (PDF or image): staff only.
    documentFileId: integer('document_file_id').references(() => storedFiles.id),
    recordedByUserId: byUser('recorded_by_user_id'),
    createdAt: at('created_at').notNull(),
    liftedAt: at('lifted_at'),
    liftedByUserId: integer('lifted_by_user_id').references(() => users.id),
  },
  (t) => [index('pickup_restrictions_child_idx').on(t.childId)],
);

/** A guardian's one-off authorisation for a person to collect a child on given days. */
export const pickupPasses = pgTable(
  'pickup_passes',
  {
    id: serial('id').primaryKey(),
    childId: childRef(),
    name: text('name').notNull(),
    relationship: text('relationship').notNull().default(''),
    phone: text('phone').notNull().default(''),
    idLast4: text('id_last4').notNull().default(''),
    // Calendar days on the centre's clock, both included.
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    issuedByUserId: byUser('issued_by_user_id'),
    createdAt: at('created_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('pickup_passes_child_idx').on(t.childId, t.toDate)],
);

/** A day a family says its child will not come (sick, holiday, …). */
export const absences = pgTable(
  'absences',
  {
    id: serial('id').primaryKey(),
    childId: childRef(),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    reportedByUserId: byUser('reported_by_user_id'),
    createdAt: at('created_at').notNull(),
    withdrawnAt: at('withdrawn_at'),
  },
  // One standing report per child and day: a second one is a 409.
  (t) => [
    uniqueIndex('absences_child_date')
      .on(t.childId, t.date)
      .where(sql`withdrawn_at is null`),
    index('absences_date_idx').on(t.date),
  ],
);

/**
 * The unexpected-absence alert raised for a child on a day (decision 065): one per child and
 * day, the unique index deciding between two job runners; the staff dashboard lists them.
 */
export const unexpectedAbsenceAlerts = pgTable(
  'unexpected_absence_alerts',
  {
    id: serial('id').primaryKey(),
    childId: childRef(),
    date: date('date', { mode: 'string' }).notNull(),
    alertedAt: at('alerted_at').notNull(),
  },
  (t) => [uniqueIndex('unexpected_absence_alerts_child_date').on(t.childId, t.date)],
);
