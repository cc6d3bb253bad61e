import { z } from './zod.ts';
import { isoDate, timestamp } from './common.ts';
import { requiredDate } from './daily-reports.ts';
import { relationships } from './enums.ts';

/** A child as the staff portal lists and shows it (spec section 3). */
export const childResponse = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: isoDate,
  /** The room's name, e.g. 'Toddler Room'. */
  room: z.string(),
  allergies: z.string(),
  medicalInfo: z.string(),
  emergencyContact: z.string(),
  parentName: z.string(),
  parentPhone: z.string(),
  parentEmail: z.string(),
  parentDriversLicense: z.string(),
  relationship: z.string(),
  isActive: z.boolean(),
  createdAt: timestamp,
});
export type ChildResponse = z.infer<typeof childResponse>;
export const childrenResponse = z.array(childResponse);

// Spec section 5: a missing field says the same as an empty one.
const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${label} must be at most ${max} characters` });

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional();

/**
 * An e-mail may be left out (it is collected with the invitation), or be the spec's 'TBD'
 * placeholder its own client sends at step 1, but not be malformed.
 */
const optionalEmail = optionalText(254, 'Parent email').refine(
  (v) => v === undefined || v === '' || v === 'TBD' || z.email().safeParse(v).success,
  { error: 'Please enter a valid email address' },
);

/**
 * POST /api/children (spec section 7). Enrolment step 1 sends only the child's fields; the
 * parent fields are filled from the invitation later, and the server stores the spec's
 * 'TBD' placeholders for whatever is absent or empty. `room` is the room's name.
 * A date of birth in the future is refused by the server (it knows the centre's today).
 */
export const createChildRequest = z.object({
  firstName: requiredText('First name is required', 100, 'First name'),
  lastName: requiredText('Last name is required', 100, 'Last name'),
  dateOfBirth: requiredDate('Date of birth is required'),
  room: requiredText('Room assignment is required', 100, 'Room'),
  allergies: optionalText(500, 'Allergies'),
  emergencyContact: optionalText(200, 'Emergency contact'),
  parentName: optionalText(200, 'Parent name'),
  parentPhone: optionalText(50, 'Parent phone'),
  parentEmail: optionalEmail,
  parentDriversLicense: optionalText(50, "Parent driver's license"),
  relationship: z
    .enum(['', ...relationships] as const, {
      error: 'Relationship must be parent, guardian, grandparent or other',
    })
    .optional(),
});
export type CreateChildRequest = z.input<typeof createChildRequest>;

export const createChildResponse = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});
export type CreateChildResponse = z.infer<typeof createChildResponse>;

/** What step 1 stores until the parent's details arrive with the invitation (spec section 5). */
export const parentPlaceholder = 'TBD';
export const emergencyContactPlaceholder = 'TBD - To be collected during parent invitation';
