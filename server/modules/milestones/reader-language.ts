import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../contract/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { languageOfUser } from '../../lib/user-language.ts';
import { principalOf } from '../../plugins/access.ts';

/**
 * The language catalogue texts are answered in: the screen's own (`?language=`, so what a
 * screen shows matches its labels), else the reader's setting.
 */
export async function readerLanguage(
  db: DbOrTx,
  request: FastifyRequest<{ Querystring: { language?: Language } }>,
): Promise<Language> {
  return request.query.language ?? languageOfUser(db, principalOf(request).userId);
}
