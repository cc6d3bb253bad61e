import { ApiError } from '../../lib/api.ts';

/** A form's messages by field: catalogue ids (the contract's) or texts the server sent. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message of each of `fields` in a failed safeParse of a contract schema. */
export function issuesByField<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's 400 fieldErrors that belong to this form (already in the reader's words). */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  const sent = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
  return Object.fromEntries(
    Object.entries(sent).filter(([field]) => fields.includes(field as F)),
  ) as FieldErrors<F>;
}
