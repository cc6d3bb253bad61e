import type { ErrorCode } from '../../contract/errors.ts';
import { english, isMessageId, type MessageParams, type Said } from './i18n.ts';

/** A field's message: a catalogue id, or an id with its variables. */
export type FieldCode = string | Said;

/**
 * An answer with a status and what to tell the person: a catalogue id (locales/…/errors.json)
 * and its variables; per-field ids for a form. The error handler sends the English text as
 * `message` beside the `code` (decision 021).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly fieldCodes?: Record<string, FieldCode>,
    readonly params?: MessageParams,
  ) {
    super(code);
  }
}

export const notFound = (code = 'errors.notFound') => new HttpError(404, code);
export const badRequest = (
  code: string,
  fieldCodes?: Record<string, FieldCode>,
  params?: MessageParams,
) => new HttpError(400, code, fieldCodes, params);

/**
 * The body of an error answer: the catalogue id's English text as `message`, with its code
 * and variables for the client to say it in the reader's language. For the few answers sent
 * without the error handler (hooks that reply themselves); everything else throws HttpError.
 */
export const errorBody = (
  code: string,
  params?: MessageParams,
): ErrorCode & { message: string } => ({
  message: english({ code, params }),
  code,
  ...(params ? { params } : {}),
});

/**
 * A failed validation as the person is told it (400): each field's first problem, the first
 * of all as the message. The contract's messages are catalogue ids; zod's own (a wrong type)
 * are not, and say 'errors.invalidValue'. `field` is a dotted path ('children.0.name').
 */
export function invalidFields(issues: { field: string; message: string | undefined }[]): HttpError {
  const byField: Record<string, string> = {};
  for (const { field, message } of issues)
    byField[field || '_'] ??= message && isMessageId(message) ? message : 'errors.invalidValue';
  return badRequest(Object.values(byField)[0] ?? 'errors.invalidRequest', byField);
}
