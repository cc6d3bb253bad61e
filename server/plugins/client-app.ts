import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../contract/enums.ts';
import { errorBody } from '../lib/http-errors.ts';
import { languageOr } from '../lib/i18n.ts';
import { isApiTarget } from '../lib/request-target.ts';

/** A first screen's page as the build wrote it, by language: that language's texts preloaded. */
type RoutePage = { html: string; byLanguage: Record<string, string> };

/** The page with each language's text parts preloaded beside the screen's own modules. */
function pagePerLanguage(html: string, texts: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([language, files]) => {
      const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      return [language, html.replace('</head>', `${links.join('\n')}\n</head>`)];
    }),
  );
}

/**
 * The language the page will start in, as the browser decides it (client/i18n/i18n.ts):
 * the one last used on this device (mirrored in the `language` cookie), else the first of
 * the browser's languages we have, else English. Its texts are preloaded with the page
 * (decision 029), so the first screen does not wait for them after the script.
 */
function readerLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies.language;
  if (chosen) return languageOr(chosen);
  for (const tag of (request.headers['accept-language'] ?? '').split(',')) {
    const primary = tag.split(';')[0]!.trim().toLowerCase().split('-')[0];
    if (primary && languageOr(primary) === primary) return primary as Language;
  }
  return 'en';
}

/** Headers that govern a document, not a script or style sheet it loads (helmet sets them). */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

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
  const routePages = new Map<string, RoutePage>(
    fs.existsSync(pagesFile)
      ? Object.entries(
          JSON.parse(fs.readFileSync(pagesFile, 'utf8')) as Record<
            string,
            { page: string; texts: Record<string, string[]> }
          >,
        ).map(([address, { page, texts }]) => {
          const html = fs.readFileSync(path.join(clientDir, page), 'utf8');
          return [address, { html, byLanguage: pagePerLanguage(html, texts) }];
        })
      : [],
  );
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
          // A page's own policies apply to the scripts and styles it loads: sent again on each
          // of the ~70 a screen loads they were most of every small file's bytes.
          for (const header of documentOnlyHeaders) reply.removeHeader(header);
        }
      },
    });
  }
  // The first screens are routes of their own (so their pages are compressed like any
  // answer), with the reader's language's texts preloaded beside the screen's code (029).
  for (const [address, route] of routePages) {
    app.get(address, async (request, reply) => {
      const html = route.byLanguage[readerLanguage(request)] ?? route.html;
      // Each page differs by the language cookie and the browser's languages.
      reply.header('Cache-Control', 'no-cache');
      reply.header('Vary', 'Cookie, Accept-Language');
      return reply.type('text/html; charset=utf-8').send(html);
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
    return reply.sendFile('index.html');
  });
}
