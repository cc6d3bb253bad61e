import { z } from './zod.ts';

export const invalidDate = 'errors.invalidDate';
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
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'errors.invalidTime' });

/** Database ids are positive 32-bit integers: larger ones cannot exist and must not reach SQL. */
const maxId = 2_147_483_647;
/** One spelling per id: '02', '+2', ' 2', '2.0' and '1e1' are not ids. */
const canonicalId = /^[1-9][0-9]{0,9}$/;
export const invalidId = 'errors.invalidId';

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
  .string({ error: 'errors.passwordTooShort' })
  .min(6, { error: 'errors.passwordTooShort' })
  .max(200, { error: 'errors.passwordTooLong' });
/** Its confirmation; that the two match is checked on the object (shown on this field). */
export const confirmPasswordField = z
  .string({ error: 'errors.confirmPassword' })
  .min(6, { error: 'errors.confirmPassword' })
  .max(200, { error: 'errors.confirmPassword' });

export { nextCursorHeader } from './http.ts';
/** A page position the server did not hand out (also said by server/lib/paging.ts). */
export const invalidCursor = 'errors.invalidCursor';
export const cursorParam = z.string().max(400, { error: invalidCursor });

/** How many rows a page of a list holds: 1 to 200, `fallback` when not said. */
export const pageLimit = (fallback: number) =>
  z.coerce
    .number({ error: 'errors.limitRange200' })
    .int({ error: 'errors.limitRange200' })
    .min(1, { error: 'errors.limitRange200' })
    .max(200, { error: 'errors.limitRange200' })
    .default(fallback);

/** A list's text search: a case-insensitive substring (`%` and `_` taken literally). */
export const searchParam = z.string().max(200, { error: 'errors.searchTooLong' });
