import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../../contract/errors.ts';
import { HttpError } from '../lib/http-errors.ts';
import { refusalOf } from '../lib/db-errors.ts';

/**
 * Every error leaves as JSON {message}; nothing internal (stack, SQL) ever does. What is
 * logged is redacted by the logger's serializers (lib/log-redaction.ts).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[field] ??= issue.message ?? 'Invalid value';
      }
      const body: ErrorResponse = {
        message: Object.values(fieldErrors)[0] ?? 'Invalid request',
        fieldErrors,
      };
      return reply.code(400).send(body);
    }
    if (error instanceof HttpError) {
      const body: ErrorResponse = { message: error.message, fieldErrors: error.fieldErrors };
      return reply.code(error.statusCode).send(body);
    }
    // Lost a race to a concurrent change (409), or a value the database cannot hold (400):
    // the database decided, nothing of this change was saved, and the person is told so.
    const refusal = refusalOf(error);
    if (refusal) {
      const { status, unexpected, ...body } = refusal;
      if (unexpected) request.log.warn({ err: error }, 'database refused a change');
      return reply.code(status).send(body satisfies ErrorResponse);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({
      message: 'Something went wrong on our side. Please try again.',
    } satisfies ErrorResponse);
  });
}
