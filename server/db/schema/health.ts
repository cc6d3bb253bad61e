import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { storedFiles } from './files.ts';
import { staff, users } from './people.ts';

/**
 * A child's allergies and conditions, one row each (issue 41, decision 066): what staff must
 * know to keep the child safe. Guardians and staff keep them; each change has its audit row.
 * The child's older free-text `allergies` stays beside them (the enrolment's notes).
 */
export const childHealthConditions = pgTable(
  'child_health_conditions',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    severity: text('severity').notNull(),
    reaction: text('reaction').notNull().default(''),
    action: text('action').notNull().default(''),
    emergencyMedication: text('emergency_medication').notNull().default(''),
    medicationLocation: text('medication_location').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('child_health_conditions_child_idx').on(t.childId),
    check('child_health_conditions_kind', sql`${t.kind} in ('allergy', 'condition')`),
    check('child_health_conditions_severity', sql`${t.severity} in ('mild', 'moderate', 'severe')`),
  ],
);

/**
 * A guardian's signed authorisation to give a child a medication, and the staff member's
 * acceptance of it. Nothing of what was signed is changed afterwards: a new dose or dates
 * is a new authorisation.
 */
export const medicationAuthorisations = pgTable(
  'medication_authorisations',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
    name: text('name').notNull(),
    doseAmount: doublePrecision('dose_amount').notNull(),
    doseUnit: text('dose_unit').notNull(),
    route: text('route').notNull(),
    // 'times': at the listed HH:MM each day; 'asNeeded': when the condition says, at most
    // maxDosesPerDay a day and minHoursBetween apart.
    schedule: text('schedule').notNull(),
    times: text('times')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    asNeededCondition: text('as_needed_condition').notNull().default(''),
    maxDosesPerDay: integer('max_doses_per_day').notNull(),
    minHoursBetween: integer('min_hours_between'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    prescriber: text('prescriber').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    labelFileId: integer('label_file_id').references(() => storedFiles.id),
    authorisedByUserId: integer('authorised_by_user_id')
      .notNull()
      .references(() => users.id),
    signatureName: text('signature_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    index('medication_authorisations_child_idx').on(t.childId),
    check('medication_authorisations_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('medication_authorisations_schedule', sql`${t.schedule} in ('times', 'asNeeded')`),
    check('medication_authorisations_dose', sql`${t.doseAmount} > 0`),
  ],
);

/**
 * Each dose given, append-only (a trigger refuses UPDATE and DELETE): a wrong entry is
 * corrected by a new one naming it (`correctsDoseId`, once per entry) and saying why; a
 * correction either says what was really given or that nothing was (`notGiven`).
 */
export const medicationDoses = pgTable(
  'medication_doses',
  {
    id: serial('id').primaryKey(),
    medicationId: integer('medication_id')
      .notNull()
      .references(() => medicationAuthorisations.id),
    // The centre's calendar day and its wall-clock time when the dose was given.
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    amount: doublePrecision('amount').notNull(),
    givenByStaffId: integer('given_by_staff_id').references(() => staff.id),
    witnessStaffId: integer('witness_staff_id').references(() => staff.id),
    notes: text('notes').notNull().default(''),
    notGiven: boolean('not_given').notNull().default(false),
    correctsDoseId: integer('corrects_dose_id').references((): AnyPgColumn => medicationDoses.id),
    correctionReason: text('correction_reason').notNull().default(''),
    recordedByUserId: integer('recorded_by_user_id')
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('medication_doses_medication_idx').on(t.medicationId, t.date),
    // An entry is corrected once; a correction can itself be corrected by a later entry.
    uniqueIndex('medication_doses_corrects_unique').on(t.correctsDoseId),
  ],
);

/**
 * The centre's immunisation schedule (decision 066, "Immunisations"): each dose of a vaccine,
 * the age it is due at and the months of grace until it is overdue. Seeded once with the US
 * childhood schedule by a migration; directors edit it.
 */
export const immunisationScheduleDoses = pgTable(
  'immunisation_schedule_doses',
  {
    id: serial('id').primaryKey(),
    vaccine: text('vaccine').notNull(),
    doseNumber: integer('dose_number').notNull(),
    dueAgeMonths: integer('due_age_months').notNull(),
    graceMonths: integer('grace_months').notNull(),
  },
  (t) => [
    uniqueIndex('immunisation_schedule_doses_unique').on(t.vaccine, t.doseNumber),
    check('immunisation_schedule_doses_number', sql`${t.doseNumber} between 1 and 10`),
    check('immunisation_schedule_doses_age', sql`${t.dueAgeMonths} between 0 and 216`),
    check('immunisation_schedule_doses_grace', sql`${t.graceMonths} between 0 and 120`),
  ],
);

/**
 * A dose a child was given. Staff entries count at once; a guardian's waits for a staff
 * member to verify it (`verifiedAt`) and does not count towards the status until then.
 */
export const childImmunisations = pgTable(
  'child_immunisations',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    vaccine: text('vaccine').notNull(),
    doseNumber: integer('dose_number').notNull(),
    dateGiven: date('date_given', { mode: 'string' }).notNull(),
    enteredByUserId: integer('entered_by_user_id').references(() => users.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    verifiedByUserId: integer('verified_by_user_id').references(() => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    // One entry per dose: a second is a conflict (409), a wrong one is removed and re-entered.
    uniqueIndex('child_immunisations_dose_unique').on(t.childId, t.vaccine, t.doseNumber),
    check('child_immunisations_number', sql`${t.doseNumber} between 1 and 10`),
  ],
);

/**
 * An exemption from one vaccine (or, `vaccine` null, from all), medical or personal, with its
 * document (a PDF or an image, checked by its bytes). Verified like a dose.
 */
export const childImmunisationExemptions = pgTable(
  'child_immunisation_exemptions',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    vaccine: text('vaccine'),
    kind: text('kind').notNull(),
    notes: text('notes').notNull().default(''),
    documentFileId: integer('document_file_id')
      .notNull()
      .references(() => storedFiles.id),
    enteredByUserId: integer('entered_by_user_id').references(() => users.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    verifiedByUserId: integer('verified_by_user_id').references(() => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    index('child_immunisation_exemptions_child_idx').on(t.childId),
    check('child_immunisation_exemptions_kind', sql`${t.kind} in ('medical', 'personal')`),
  ],
);
