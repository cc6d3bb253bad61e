import { z } from 'zod';

/** A calendar day, YYYY-MM-DD. */
export const isoDate = z.iso.date({ error: 'Please enter a valid date (YYYY-MM-DD)' });
/** A wall-clock time in the centre's time zone, HH:MM (24 h). */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Please enter a valid time (HH:MM)' });

/** A database id: a positive 32-bit integer (larger ones cannot exist, and must not reach SQL). */
export const recordId = z.coerce.number().int().positive().max(2_147_483_647);
export const idParam = z.object({ id: recordId });
export const timestamp = z.string(); // ISO 8601 instant
