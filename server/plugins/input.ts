import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-errors.ts';
import { badTextPath, tooDeepMessage } from '../lib/text-checks.ts';

export const invalidTextMessage = 'errors.invalidText';
export const invalidUtf8Message = 'errors.invalidUtf8';

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
      if (path === 'too deep') throw badRequest(tooDeepMessage);
      if (path !== null) throw badRequest(invalidTextMessage, { [path]: invalidTextMessage });
    }
  });
}
