import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/http-errors.ts';
import { isApiTarget } from '../lib/request-target.ts';

/**
 * Serves the built React app. Any non-API GET that is not a file gets index.html, so the
 * client router can show its page (or its 404 page); unknown API paths stay JSON 404s.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const built = fs.existsSync(indexFile);
  // The first screens' own copies of the page, with their modules preloaded, by address, as
  // the build listed them (scripts/route-pages.mjs); every other address gets index.html.
  const pagesFile = path.join(clientDir, '_routes/pages.json');
  const routePages = new Map<string, string>(
    fs.existsSync(pagesFile)
      ? Object.entries(JSON.parse(fs.readFileSync(pagesFile, 'utf8')) as Record<string, string>)
      : [],
  );
  const pageFor = (url: string) => routePages.get(url.split('?')[0]!) ?? 'index.html';
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz copies (scripts/precompress.mjs): sent as the browser asks.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in every asset name: they can be cached forever.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // In any spelling (/API/..., //api/..., /%61pi/..., /UPLOADS/...): an API or upload 404
    // is JSON, never the app.
    if (isApiTarget(request.raw.url ?? '')) {
      return reply.code(404).send(errorBody('errors.notFound'));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send(errorBody('errors.notFound'));
    }
    if (!built) {
      return reply
        .code(404)
        .type('text/plain')
        .send('The web app is not built: run `npm run build`.');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile(pageFor(request.url));
  });
}
