import type { FastifyInstance } from 'fastify';
import { isPermitted } from '../../contract/permissions.ts';
import type { RouteAccess } from '../types.ts';

/**
 * Deny by default. Every /api route must declare `config.permission` (an action from the
 * permission table) or `config.public`; a route with neither refuses to register, so a new
 * endpoint cannot ship unprotected by accident. The check runs before the body is parsed.
 */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const config = route.config ?? {};
    let access: RouteAccess;
    if (route.url.startsWith('/api/docs')) {
      access = { public: true };
      route.config = { ...config, public: true };
    } else if (config.permission) {
      access = { permission: config.permission };
    } else if (config.public) {
      access = { public: true };
    } else {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
    }
    for (const method of [route.method].flat()) {
      app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/') || config.public || !request.routeOptions.url) return;
    const principal = request.principal;
    if (!principal) return reply.code(401).send({ message: 'Please sign in to continue.' });
    if (!config.permission || !isPermitted(principal.role, config.permission)) {
      return reply.code(403).send({ message: 'You do not have permission to do this.' });
    }
  });
}
