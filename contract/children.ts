import { z } from 'zod';
import { isoDate, timestamp } from './common.ts';

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
