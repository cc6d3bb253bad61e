import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api.ts';

/**
 * Puts the server's per-field messages (400 `fieldErrors`) under the form's own fields.
 * Returns false when none of them belongs to this form, so the caller shows a toast instead:
 * a message about a field the form does not have would otherwise be lost.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
  const known = fields.filter((name) => fieldErrors?.[name]);
  for (const name of known) setError(name, { message: fieldErrors?.[name] });
  return known.length > 0;
}
