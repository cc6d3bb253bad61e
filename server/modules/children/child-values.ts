import {
  type createChildRequest,
  emergencyContactPlaceholder,
  parentPlaceholder,
} from '../../../contract/children.ts';
import type { z } from 'zod';
import type { NewChild } from './children-queries.ts';

type CreateChild = z.output<typeof createChildRequest>;

/**
 * Spec section 5: the details enrolment may leave for the invitation, and the placeholder
 * stored for each until then (the invitation fills a field that still holds it). An edit that
 * empties one stores its placeholder again.
 */
export const placeholders = {
  emergencyContact: emergencyContactPlaceholder,
  parentName: parentPlaceholder,
  parentPhone: parentPlaceholder,
  parentEmail: parentPlaceholder,
  parentDriversLicense: parentPlaceholder,
} as const;

type PlaceholderField = keyof typeof placeholders;

/** The stored value of a detail: its placeholder when absent or empty. */
export const storedDetail = (field: PlaceholderField, value: string | undefined) =>
  value || placeholders[field];

/** A stored value as data: a placeholder is no value (decision 061: never shown as data). */
export const shownDetail = (value: string) =>
  value === parentPlaceholder || value === emergencyContactPlaceholder ? '' : value;

/**
 * The row step 1 stores. Spec section 5: parent details the form did not collect are the
 * 'TBD' placeholders until the invitation fills them; relationship defaults to 'parent'.
 */
export function childValues(body: CreateChild, roomId: number, at: Date): NewChild {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    dateOfBirth: body.dateOfBirth,
    roomId,
    allergies: body.allergies ?? '',
    emergencyContact: storedDetail('emergencyContact', body.emergencyContact),
    parentName: storedDetail('parentName', body.parentName),
    parentPhone: storedDetail('parentPhone', body.parentPhone),
    parentEmail: storedDetail('parentEmail', body.parentEmail),
    parentDriversLicense: storedDetail('parentDriversLicense', body.parentDriversLicense),
    relationship: body.relationship || 'parent',
    createdAt: at,
    updatedAt: at,
  };
}
