/**
 * What the database says when two changes collide. Races are decided by constraints in the
 * database, not by checks in code; the loser's error becomes a 409 with a clear message
 * (never a 500), and nothing of its change was saved (its transaction rolled back).
 */

type DatabaseError = { code: string; constraint?: string; table?: string };

/** The driver's error inside whatever wraps it (Drizzle wraps it as `cause`). */
export function databaseErrorOf(error: unknown): DatabaseError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

// Catalogue ids (locales/…/errors.json): the error handler says them in English with the code.
export const emailInUseMessage = 'errors.emailInUse';
export const staffEmailInUseMessage = 'errors.staffEmailInUse';
export const concurrentChangeMessage = 'errors.concurrentChange';

/** Unique constraints a person can run into, with what to tell them and on which field. */
const uniqueMessages: Record<string, { code: string; field?: string }> = {
  users_email_unique: { code: emailInUseMessage, field: 'email' },
  parent_accounts_email_unique: { code: emailInUseMessage, field: 'email' },
  staff_email_current_unique: { code: staffEmailInUseMessage, field: 'email' },
  parent_invitations_replaces_unique: { code: 'errors.invitationNotResendable' },
  attendance_child_date: { code: 'errors.attendanceExists' },
  child_withdrawals_one_open: { code: 'errors.childAlreadyWithdrawn' },
  child_milestones_child_template: { code: 'errors.milestoneAlreadyRecorded', field: 'templateId' },
  rooms_name_ci_unique: { code: 'errors.roomNameTaken', field: 'name' },
  passkeys_credential_unique: { code: 'errors.passkeyExists' },
  child_immunisations_dose_unique: { code: 'errors.immunisationDoseRecorded', field: 'doseNumber' },
  // An exclusion constraint (23P01): two closures of the centre never share a day (073).
  centre_closures_no_overlap: { code: 'errors.closureOverlaps', field: 'startDate' },
};

export const invalidValueMessage = 'errors.invalidDatabaseValue';

export type Refusal = {
  status: 400 | 409;
  code: string;
  fieldCodes?: Record<string, string>;
  /** Worth a warning in the log: validation should have caught it first. */
  unexpected: boolean;
};

/**
 * The answer for an error the database raised because of what a request asked: a unique
 * violation, a foreign key that vanished meanwhile, a serialization failure or a deadlock
 * (409: a concurrent change won), or a value it cannot hold (SQLSTATE class 22, 400 — a
 * safety net behind the contract's validation). Null for anything else: a real fault,
 * which stays a 500.
 */
export function refusalOf(error: unknown): Refusal | null {
  const db = databaseErrorOf(error);
  if (!db) return null;
  if (db.code === '23505' || db.code === '23P01') {
    const known = db.constraint ? uniqueMessages[db.constraint] : undefined;
    if (!known) return { status: 409, code: concurrentChangeMessage, unexpected: true };
    return {
      status: 409,
      code: known.code,
      fieldCodes: known.field ? { [known.field]: known.code } : undefined,
      unexpected: false,
    };
  }
  if (['40001', '40P01'].includes(db.code))
    return { status: 409, code: concurrentChangeMessage, unexpected: false };
  // A referenced record removed meanwhile; or an id nobody checked (hence the warning).
  if (db.code === '23503') return { status: 409, code: concurrentChangeMessage, unexpected: true };
  if (db.code.startsWith('22')) return { status: 400, code: invalidValueMessage, unexpected: true };
  return null;
}
