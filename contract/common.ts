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

/**
 * Text a person types (decision 051). A one-line field (a name, a title, a subject, a
 * phone, an e-mail, a search) takes no line break and no other control character: such a
 * text would add a line to a staff e-mail's header or body, a CSV export or a log. A
 * multi-line field (notes, messages, descriptions) keeps its line breaks and refuses only
 * the other control characters (a tab, an escape, a bell). Both refusals say their reason.
 */
export const lineBreakNotAllowed = 'errors.lineBreakNotAllowed';
export const controlCharacterNotAllowed = 'errors.controlCharacterNotAllowed';
/** Line breaks: LF, CR, vertical tab, form feed, NEL, and Unicode's line and paragraph separators. */
const lineBreak = /[\n\r\v\f\u0085\u2028\u2029]/;
/** Control characters (C0, DEL, C1) other than a line's end (LF, CR). */
const controlCharacterInText = /[^\P{Cc}\n\r]/u;

/**
 * `schema` refusing line breaks and control characters (checks after the ones it has). The
 * checks do not abort: a union of shapes still tells the one shape that nearly matched.
 */
export const oneLine = <S extends z.ZodString>(schema: S): S =>
  schema
    .refine((text) => !lineBreak.test(text), { error: lineBreakNotAllowed })
    .refine((text) => !controlCharacterInText.test(text), { error: controlCharacterNotAllowed });
/** `schema` refusing control characters other than line breaks. */
export const multiLine = <S extends z.ZodString>(schema: S): S =>
  schema.refine((text) => !controlCharacterInText.test(text), {
    error: controlCharacterNotAllowed,
  });
/**
 * A trimmed one-line text; `error` says a value that is not a string. Chain the field's own
 * checks: `lineText('errors.titleRequired').min(1, …).max(200, …)`.
 */
export const lineText = (error?: string) =>
  oneLine(z.string(error === undefined ? undefined : { error }).trim());
/** A trimmed multi-line text (line breaks kept inside it). */
export const multiLineText = (error?: string) =>
  multiLine(z.string(error === undefined ? undefined : { error }).trim());

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
export const cursorParam = oneLine(z.string()).max(400, { error: invalidCursor });

/** How many rows a page of a list holds: 1 to 200, `fallback` when not said. */
export const pageLimit = (fallback: number) =>
  z.coerce
    .number({ error: 'errors.limitRange200' })
    .int({ error: 'errors.limitRange200' })
    .min(1, { error: 'errors.limitRange200' })
    .max(200, { error: 'errors.limitRange200' })
    .default(fallback);

/** A list's text search: a case-insensitive substring (`%` and `_` taken literally). */
export const searchParam = oneLine(z.string()).max(200, { error: 'errors.searchTooLong' });
