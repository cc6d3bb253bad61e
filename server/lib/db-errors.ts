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

export const emailInUseMessage = 'That e-mail address is already used by another account.';
export const staffEmailInUseMessage = 'Another staff member already uses this email address';
export const concurrentChangeMessage =
  'This was changed by someone else at the same moment. Please reload and try again.';

/** Unique constraints a person can run into, with what to tell them and on which field. */
const uniqueMessages: Record<string, { message: string; field?: string }> = {
  users_email_unique: { message: emailInUseMessage, field: 'email' },
  parent_accounts_email_unique: { message: emailInUseMessage, field: 'email' },
  staff_email_current_unique: { message: staffEmailInUseMessage, field: 'email' },
  parent_invitations_replaces_unique: {
    message:
      'Only a pending or expired invitation can be re-sent. Please send a new invitation instead.',
  },
  attendance_child_date: { message: 'This child already has an attendance record for today.' },
};

export const invalidValueMessage = 'A value in this request is out of range or not valid.';

export type Refusal = {
  status: 400 | 409;
  message: string;
  fieldErrors?: Record<string, string>;
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
  if (db.code === '23505') {
    const known = db.constraint ? uniqueMessages[db.constraint] : undefined;
    if (!known) return { status: 409, message: concurrentChangeMessage, unexpected: true };
    return {
      status: 409,
      message: known.message,
      fieldErrors: known.field ? { [known.field]: known.message } : undefined,
      unexpected: false,
    };
  }
  if (['40001', '40P01'].includes(db.code))
    return { status: 409, message: concurrentChangeMessage, unexpected: false };
  // A referenced record removed meanwhile; or an id nobody checked (hence the warning).
  if (db.code === '23503')
    return { status: 409, message: concurrentChangeMessage, unexpected: true };
  if (db.code.startsWith('22'))
    return { status: 400, message: invalidValueMessage, unexpected: true };
  return null;
}
