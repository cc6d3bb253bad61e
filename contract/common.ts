import { z } from 'zod';

export const invalidDate = 'Please enter a valid date (YYYY-MM-DD)';
/** A calendar day, YYYY-MM-DD. */
export const isoDate = z.iso.date({ error: invalidDate });
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
    .union([z.number(), z.string().regex(canonicalId).transform(Number)], { error: message })
    .pipe(
      z
        .number()
        .int({ error: message })
        .positive({ error: message })
        .max(maxId, { error: message }),
    );
export const timestamp = z.string(); // ISO 8601 instant
