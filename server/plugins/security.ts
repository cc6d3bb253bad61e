import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/http-errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery: browsers say where a request comes from. A state-changing
 * request from another site is refused; same-origin requests and non-browser clients (which
 * send neither header) pass. SameSite=Lax cookies are the second line.
 */
export function isCrossSite(
  headers: Record<string, string | string[] | undefined>,
  ownHost: string,
): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  try {
    // Hosts are compared, not schemes: behind a TLS proxy the page is https while this
    // process sees http. The default port is normalised away on both sides.
    const from = new URL(origin);
    return from.host !== new URL(`${from.protocol}//${ownHost}`).host;
  } catch {
    // 'null' or garbage: a sandboxed or opaque origin is never our own page.
    return true;
  }
}

const policy: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix injects small <style> elements for scroll locking.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers for our policy, worked out once: with no nonces and no per-request
 * directive they are the same for every answer. (Its Fastify plugin rebuilt the middleware,
 * parsing the policy again, for every request.)
 */
function policyHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(policy)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = policyHeaders();
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (safeMethods.has(request.method)) return;
    if (isCrossSite(request.headers, request.host)) {
      return reply.code(403).send(errorBody('errors.crossSite'));
    }
  });

  // API answers carry personal data: never store them in any cache. The web app's files
  // say how they may be cached themselves; anything that does not say is not stored.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
