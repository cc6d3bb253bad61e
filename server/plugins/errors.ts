import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../../contract/errors.ts';
import { errorBody as said, type FieldCode, HttpError, invalidFields } from '../lib/http-errors.ts';
import { refusalOf } from '../lib/db-errors.ts';
import { english, type Said } from '../lib/i18n.ts';

/** Field ids (or ids with variables) → the response's English fieldErrors and their fieldCodes. */
function fields(byField: Record<string, FieldCode> | undefined): Partial<ErrorResponse> {
  if (!byField) return {};
  const entries = Object.entries(byField).map(([field, code]): [string, Said] => [
    field,
    typeof code === 'string' ? { code } : code,
  ]);
  return {
    fieldErrors: Object.fromEntries(entries.map(([field, s]) => [field, english(s)])),
    fieldCodes: Object.fromEntries(entries),
  };
}

/**
 * Every error leaves as JSON {message, code, params?, fieldErrors?, fieldCodes?}; nothing
 * internal (stack, SQL) ever does. What is logged is redacted by the logger's serializers
 * (lib/log-redaction.ts).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
    // A request the route's schema refused is told like any other invalid fields.
    const error = hasZodFastifySchemaValidationErrors(thrown)
      ? invalidFields(
          thrown.validation.map((issue) => ({
            field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
            message: issue.message,
          })),
        )
      : thrown;
    if (error instanceof HttpError) {
      const body = { ...said(error.code, error.params), ...fields(error.fieldCodes) };
      return reply.code(error.statusCode).send(body satisfies ErrorResponse);
    }
    // Lost a race to a concurrent change (409), or a value the database cannot hold (400):
    // the database decided, nothing of this change was saved, and the person is told so.
    const refusal = refusalOf(error);
    if (refusal) {
      if (refusal.unexpected) request.log.warn({ err: error }, 'database refused a change');
      const body = { ...said(refusal.code), ...fields(refusal.fieldCodes) };
      return reply.code(refusal.status).send(body satisfies ErrorResponse);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (a body too large, a bad content type): its English words.
      return reply
        .code(status)
        .send({ message: error.message, code: 'errors.requestRefused' } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(said('errors.unexpected') satisfies ErrorResponse);
  });
}
