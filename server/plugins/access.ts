import type { FastifyInstance, FastifyRequest } from 'fastify';
import { may } from '../access/access.ts';
import { isPermitted } from '../../contract/permissions.ts';
import { isCanonicalTarget } from '../lib/request-target.ts';
import type { Actor } from '../lib/actor.ts';
import type { KioskPrincipal, Principal, RouteAccess } from '../types.ts';
import { errorBody, HttpError } from '../lib/http-errors.ts';
import { twoStepSetupRoutes } from '../../contract/routes/two-step.ts';
import { twoStepErrors } from '../../contract/two-step.ts';

/**
 * Routes that answer with people's data: the API, and the uploaded files the spec gives
 * paths under /uploads/ (gallery photos, tax documents). Each must declare its permission.
 */
const isGuarded = (url: string) => url.startsWith('/api/') || url.startsWith('/uploads/');
/** The API documentation (@fastify/swagger-ui's routes), public by design. */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

// Catalogue ids (locales/…/errors.json).
export const signInMessage = 'errors.signIn';
export const forbiddenMessage = 'errors.forbidden';

/**
 * Deny by default, decided on the route the router matched, never on the URL's text.
 *
 * When a route is registered, it gets its access in its own config: an /api (or /uploads) route must
 * declare `config.permission` (an action from the permission table) or `config.public`, or
 * it refuses to register; the web app's files and the API docs are public. On a request,
 * `request.routeOptions.config` is the matched route's, so whatever spelling reached a
 * handler, that handler's own rule applies. The check runs before the body is parsed. Which
 * of the action's records the principal reaches is the handler's to ask, of server/access.
 */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    const api = isGuarded(route.url);
    let access: RouteAccess;
    if (config.permission) access = { permission: config.permission };
    else if (config.public || !api || isDocs(route.url)) access = { public: true };
    else throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
    // Every API route is declared once, in the route table, and registered from it by
    // serve() (decision 057), which names its operation: one registered otherwise is a
    // route the document, the client's types and the access matrix would not know.
    if (api && !isDocs(route.url) && !route.schema?.operationId) {
      throw new Error(`Route ${String(route.method)} ${route.url} is not in the route table`);
    }
    route.config = { ...config, access, api };
    if (!api) return;
    for (const method of [route.method].flat()) {
      app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const { access } = request.routeOptions.config;
    // No access in the config: the not-found handler, which serves nothing of anyone's.
    if (!access || 'public' in access) return;
    // A paired kiosk's device session reaches the kiosk's actions and nothing else
    // (decision 070); a person signed in on the same device is judged by their own role.
    if (request.kiosk && isPermitted('kiosk', access.permission)) return;
    const principal = request.principal;
    if (!principal && request.kiosk) return reply.code(403).send(errorBody(forbiddenMessage));
    if (!principal) return reply.code(401).send(errorBody(signInMessage));
    // A session held to setting up two-step sign-in reaches nothing else (decision 069).
    if (
      principal.mustSetUpTwoStep &&
      !twoStepSetupRoutes.has(`${request.method} ${request.routeOptions.url}`)
    ) {
      return reply.code(403).send(errorBody(twoStepErrors.setupRequired));
    }
    if (!may(principal, access.permission)) {
      return reply.code(403).send(errorBody(forbiddenMessage));
    }
  });
}

/**
 * A non-canonical spelling of a path is not served at all: it gets the not-found answer, as
 * any unknown path does. Registered before the session is read, so nothing else runs.
 */
export function refuseNonCanonicalTargets(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // Already on the not-found route: its handler answers.
    if (!request.routeOptions.url) return;
    if (!isCanonicalTarget(request.raw.url ?? '')) return reply.callNotFound();
  });
}

/**
 * The signed-in principal of a route that needs one. The access hook has already refused
 * a request without one; this makes a handler unable to run on as anonymous regardless.
 */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new HttpError(401, signInMessage);
  return request.principal;
}

/** The principal and the address they came from, as an action function takes them. */
export const actorOf = (request: FastifyRequest): Actor => ({
  ...principalOf(request),
  ip: request.ip,
});

/** The paired kiosk of a kiosk route (the access hook has refused a request without one). */
export function kioskOf(request: FastifyRequest): KioskPrincipal {
  if (!request.kiosk) throw new HttpError(401, signInMessage);
  return request.kiosk;
}
