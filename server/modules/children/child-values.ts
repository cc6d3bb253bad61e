import {
  type createChildRequest,
  emergencyContactPlaceholder,
  parentPlaceholder,
} from '../../../contract/children.ts';
import type { z } from 'zod';
import type { NewChild } from './children-queries.ts';

type CreateChild = z.output<typeof createChildRequest>;

/**
 * The row step 1 stores. Spec section 5: parent details the form did not collect are the
 * 'TBD' placeholders until the invitation fills them; relationship defaults to 'parent'.
 */
export function childValues(body: CreateChild, roomId: number, at: Date): NewChild {
  const or = (value: string | undefined, placeholder: string) => value || placeholder;
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    dateOfBirth: body.dateOfBirth,
    roomId,
    allergies: body.allergies ?? '',
    emergencyContact: or(body.emergencyContact, emergencyContactPlaceholder),
    parentName: or(body.parentName, parentPlaceholder),
    parentPhone: or(body.parentPhone, parentPlaceholder),
    parentEmail: or(body.parentEmail, parentPlaceholder),
    parentDriversLicense: or(body.parentDriversLicense, parentPlaceholder),
    relationship: body.relationship || 'parent',
    createdAt: at,
    updatedAt: at,
  };
}
