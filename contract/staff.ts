import { z } from './zod.ts';
import { roomNames } from './enums.ts';
import { lineText } from './common.ts';
import { staffInviteRequest } from './staff-accounts.ts';

/** A staff member (spec section 3). `role` is a job title, not a permission. */
export const staffResponse = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  room: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  isOnDuty: z.boolean(),
});
export type StaffResponse = z.infer<typeof staffResponse>;
export const staffListResponse = z.array(staffResponse);

/**
 * Where a staff member can be placed: the centre's current rooms by their names (the spec's
 * four to start with; the prototype's 'Infants' is the Infant Room), and the two places that
 * are not rooms. Live ratios count on-duty staff by these names, so the server takes only
 * them (a room's name is checked against the rooms table: decision 060).
 */
export const staffAreas = ['Playground', 'Main Office'] as const;
export const staffRoomOptions = [...roomNames, ...staffAreas] as const;

/**
 * An absent field says the same as an empty one: the spec's "... is required". Catalogue
 * ids; `tooLong` says the maximum ('Please keep this under 100 characters').
 */
const requiredText = (message: string, max = 100, tooLong = 'errors.keepUnder100') =>
  lineText(message).min(1, { error: message }).max(max, { error: tooLong });

const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length;

const staffFields = {
  firstName: requiredText('errors.firstNameRequired'),
  lastName: requiredText('errors.lastNameRequired'),
  role: requiredText('errors.roleRequired'),
  /** No room ('' from the form's "None") is stored as null. */
  room: z
    .union(
      [
        z.literal(''),
        z.null(),
        lineText('errors.chooseRoom').max(100, { error: 'errors.chooseRoom' }),
      ],
      {
        error: 'errors.chooseRoom',
      },
    )
    .transform((room) => room || null),
  phone: requiredText('errors.phoneRequired', 40, 'errors.keepUnder40').refine(
    (p) => phoneDigits(p) >= 10,
    { error: 'errors.phoneTooShort' },
  ),
  email: requiredText('errors.emailRequired', 200, 'errors.keepUnder200').pipe(
    z.email({ error: 'errors.invalidEmail' }),
  ),
};

/** POST /api/staff: the Add Staff Member form. */
export const createStaffRequest = z.object({
  ...staffFields,
  room: staffFields.room.optional(),
  /** "Invite to the portal": an invitation e-mail goes to the new record's address. */
  invitation: staffInviteRequest.optional(),
});
export type CreateStaffInput = z.input<typeof createStaffRequest>;
export type CreateStaffRequest = z.output<typeof createStaffRequest>;

/**
 * PUT /api/staff/{id}: the duty switch sends only `isOnDuty` (a staff member their own, a
 * director anyone's: issue 35); directors may also change the other fields, each optional.
 */
export const updateStaffRequest = z
  .object({
    isOnDuty: z.boolean({ error: 'errors.onDutyBoolean' }).optional(),
    firstName: staffFields.firstName.optional(),
    lastName: staffFields.lastName.optional(),
    role: staffFields.role.optional(),
    room: staffFields.room.optional(),
    phone: staffFields.phone.optional(),
    email: staffFields.email.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'errors.nothingToUpdate',
  });
export type UpdateStaffRequest = z.output<typeof updateStaffRequest>;

/** The fields only a director (staff.manage) may change. */
export const staffDetailFields = [
  'firstName',
  'lastName',
  'role',
  'room',
  'phone',
  'email',
] as const;
