import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../../contract/errors.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, message, fieldErrors);

/** Every error leaves as JSON {message}; nothing internal (stack, SQL) ever does. */
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
