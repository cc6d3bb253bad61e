import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

export const invalidTextMessage =
  'Text cannot contain NUL characters or unpaired surrogates (invalid Unicode)';
export const invalidUtf8Message = 'The request body is not valid UTF-8';

/**
 * The first place in `value` (a parsed body, query or path parameters) holding a string
 * PostgreSQL cannot store faithfully: a NUL character (refused by text columns) or a lone
 * UTF-16 surrogate (which would be silently changed to U+FFFD, or refused by jsonb).
 * Object keys count too. Returns the path, e.g. 'children.0.name', or null.
 */
export function badTextPath(value: unknown, path: string[] = []): string | null {
  const bad = (text: string) => text.includes('\u0000') || !text.isWellFormed();
  if (typeof value === 'string') return bad(value) ? path.join('.') || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (bad(key)) return [...path, '_key'].join('.');
    const found = badTextPath(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Hostile or broken input is refused in one place for every route, with a 400 that says
 * what is wrong, before any handler or query sees it: bodies must be valid UTF-8 (not
 * silently repaired), and no string anywhere may hold a NUL or an unpaired surrogate.
 */
export function registerInputChecks(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(badRequest(invalidUtf8Message), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const path = badTextPath(request[part]);
      if (path !== null) throw badRequest(invalidTextMessage, { [path]: invalidTextMessage });
    }
  });
}
