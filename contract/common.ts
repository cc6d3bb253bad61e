import { z } from './zod.ts';

export const invalidDate = 'Please enter a valid date (YYYY-MM-DD)';
/**
 * A calendar day, YYYY-MM-DD, in the years a child-care record can be about. (The ISO form
 * allows the year 0000, which PostgreSQL's date type does not.)
 */
export const isoDate = z.iso
  .date({ error: invalidDate })
  .refine((day) => day >= '1900-01-01' && day <= '2199-12-31', { error: invalidDate });
/** A wall-clock time in the centre's time zone, HH:MM (24 h). */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Please enter a valid time (HH:MM)' });

/** Database ids are positive 32-bit integers: larger ones cannot exist and must not reach SQL. */
const maxId = 2_147_483_647;
/** One spelling per id: '02', '+2', ' 2', '2.0' and '1e1' are not ids. */
const canonicalId = /^[1-9][0-9]{0,9}$/;
export const invalidId = 'Invalid id';

/** An id in a path or a query string. */
export const recordId = z
  .string({ error: invalidId })
  .regex(canonicalId, { error: invalidId })
  .transform(Number)
  .pipe(z.number().max(maxId, { error: invalidId }));
export const idParam = z.object({ id: recordId });

/**
 * An id picked from a list: a JSON number, or the canonical decimal string a form's
 * `<select>` holds ('12'). Missing, empty or anything else says `message`.
 */
export const selectedId = (message: string) =>
  z
    .union(
      // Each branch says `message` itself: a form resolver reports a branch's own error.
      [
        z.number({ error: message }),
        z.string({ error: message }).regex(canonicalId, { error: message }).transform(Number),
      ],
      { error: message },
    )
    .pipe(
      z
        .number()
        .int({ error: message })
        .positive({ error: message })
        .max(maxId, { error: message }),
    );
export const timestamp = z.string(); // ISO 8601 instant

/** A password as the spec's forms check it: at least 6 characters (and a sane maximum). */
export const passwordField = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(6, { error: 'Password must be at least 6 characters' })
  .max(200, { error: 'Password must be at most 200 characters' });
/** Its confirmation; that the two match is checked on the object (shown on this field). */
export const confirmPasswordField = z
  .string({ error: 'Please confirm your password' })
  .min(6, { error: 'Please confirm your password' })
  .max(200, { error: 'Please confirm your password' });

export { nextCursorHeader } from './http.ts';
export const cursorParam = z
  .string()
  .max(400, { error: 'This list position (cursor) is not valid' });
