import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiTarget } from '../lib/request-target.ts';

/**
 * Serves the built React app. Any non-API GET that is not a file gets index.html, so the
 * client router can show its page (or its 404 page); unknown API paths stay JSON 404s.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const built = fs.existsSync(indexFile);
  // The first screens' own copies of the page, with their modules preloaded
  // (scripts/route-pages.mjs): '/' → _routes/index.html, '/login' → _routes/login.html.
  const routesDir = path.join(clientDir, '_routes');
  const routePages = new Set(
    fs.existsSync(routesDir)
      ? fs
          .readdirSync(routesDir)
          .filter((f) => f.endsWith('.html'))
          .map((f) => f.slice(0, -5))
      : [],
  );
  const pageFor = (url: string) => {
    const address = url.split('?')[0]!;
    const name = address === '/' ? 'index' : address.slice(1);
    return routePages.has(name) ? `_routes/${name}.html` : 'index.html';
  };
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
    // In any spelling (/API/..., //api/..., /%61pi/...): an API 404 is JSON, never the app.
    if (isApiTarget(request.raw.url ?? '')) {
      return reply.code(404).send({ message: 'Not found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' });
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
