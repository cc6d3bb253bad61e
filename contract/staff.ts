import { z } from 'zod';

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
