import type { FastifyRequest } from 'fastify';
import { databaseErrorOf } from './db-errors.ts';
import { pathOf } from './request-target.ts';

/**
 * Logs carry no secrets and no personal data. A request is logged by its route with its
 * ids, never its query string (`/parent-register?code=...`) nor a secret path parameter (an
 * invitation code); a failed query by its SQL text and the database's error code, never
 * its parameters (password hashes, names, e-mails, phones) nor the database's detail line
 * (which quotes the offending values).
 */

/** Path parameters that are credentials. */
const secretParams = new Set(['code', 'token']);

export function pathForLog(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  // No route matched: the path is whatever was sent, and may hold a code (`…/verify/<code>/`).
  // Long segments, which ids and words are not, are left out.
  if (!pattern)
    return pathOf(request.raw.url ?? '')
      .slice(0, 200)
      .split('/')
      .map((segment) => (segment.length > 24 ? '[redacted]' : segment))
      .join('/');
  const params = (request.params ?? {}) as Record<string, unknown>;
  return pattern.replace(/:([A-Za-z]+)|\*/g, (match, name?: string) => {
    if (!name || secretParams.has(name)) return '[redacted]';
    return encodeURIComponent(String(params[name] ?? '').slice(0, 40));
  });
}

export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: pathForLog(request), remoteAddress: request.ip };
}

export function errorForLog(error: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const db = databaseErrorOf(error);
  const query = (error as { query?: unknown }).query;
  if (db || typeof query === 'string') {
    return {
      type: error.name,
      message: db ? `database error ${db.code}` : 'query failed',
      // The SQL has $1-style placeholders; the values stay out of the log.
      query: typeof query === 'string' ? query.slice(0, 500) : undefined,
      code: db?.code,
      constraint: db?.constraint,
      table: db?.table,
      stack,
    };
  }
  return { type: error.name, message: error.message, stack };
}
