import type { MessageParams } from './i18n.ts';

/**
 * An answer with a status and what to tell the person: a catalogue id (locales/…/errors.json)
 * and its variables; per-field ids for a form. The error handler sends the English text as
 * `message` beside the `code` (decision 021).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly fieldCodes?: Record<string, string>,
    readonly params?: MessageParams,
  ) {
    super(code);
  }
}

export const notFound = (code = 'errors.notFound') => new HttpError(404, code);
export const badRequest = (code: string, fieldCodes?: Record<string, string>) =>
  new HttpError(400, code, fieldCodes);
