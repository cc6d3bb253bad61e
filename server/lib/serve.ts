import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { type ApiRoute, routes, type Routes } from '../../contract/api.ts';
import { errorResponse } from '../../contract/errors.ts';
import { principalKinds } from '../../contract/enums.ts';
import { isPermitted } from '../../contract/permissions.ts';
import type {
  AnswerOf,
  BodyOf,
  ParamsOf,
  QueryOf,
  RouteSpec,
} from '../../contract/routes/define.ts';

/** The request a route's handler gets: its params, query and body already parsed. */
export type RouteRequest<K extends ApiRoute> = FastifyRequest<{
  Params: ParamsOf<Routes[K]>;
  Querystring: QueryOf<Routes[K]>;
  Body: BodyOf<Routes[K]>;
}>;

/**
 * A handler answers the route's success shape, or sends its own answer through `reply`
 * (a status other than 200, a file, a header) and returns what `reply.send` returned.
 */
export type RouteHandler<K extends ApiRoute> = (
  request: RouteRequest<K>,
  reply: FastifyReply,
) => Promise<AnswerOf<Routes[K]> | FastifyReply> | AnswerOf<Routes[K]> | FastifyReply;

/**
 * What a route may add to the table's declaration: how big its body may be, and whether its
 * answer is compressed (a live picture is not).
 */
type ServeOptions = Pick<RouteOptions, 'bodyLimit' | 'compress'>;

/**
 * Registers one route of the table (contract/api.ts) with its handler: the method, path,
 * access, schemas and documentation all come from the table, so a route file holds only
 * what the route does. Fastify validates params, query and body against the table's
 * schemas before the handler runs, and serialises the answer with its response schema.
 */
export function serve<K extends ApiRoute>(
  app: FastifyInstance,
  key: K,
  handler: RouteHandler<K>,
  options: ServeOptions = {},
): void {
  const spec: RouteSpec = routes[key];
  const [method, url] = key.split(' ') as [string, string];
  app.route({
    ...options,
    method,
    url,
    config: {
      ...(spec.access === 'public' ? { public: true } : { permission: spec.access }),
      // sendIdempotent reads the key only on a route that declares it (and so documents it).
      ...(spec.idempotent ? { idempotent: true } : {}),
    },
    schema: {
      operationId: spec.operationId,
      tags: [spec.tag],
      summary: spec.summary,
      // Only the parts the route declares: Fastify warns of a part given as undefined.
      ...defined({
        description: spec.description,
        params: spec.params,
        querystring: spec.query,
        body: spec.body,
        consumes: spec.upload ? ['multipart/form-data'] : undefined,
      }),
      response: { ...answersEveryRouteMayGive(method, spec), ...spec.responses },
      // Public routes need no session; every other one the session cookie (plugins/docs.ts).
      security: spec.access === 'public' ? [] : [{ session: [] }],
    },
    handler: handler as RouteOptions['handler'],
  });
}

/**
 * The refusals the shared hooks give before a handler runs, so the API document lists every
 * answer a route can give: input that fails its schema (400), no session (401), a role
 * without the permission or a write from another site (403); and a money write's, a bad
 * Idempotency-Key (400) or one reused for another request (409).
 */
function answersEveryRouteMayGive(method: string, spec: RouteSpec): RouteSpec['responses'] {
  const answers: RouteSpec['responses'] = {};
  if (spec.params || spec.query || spec.body || spec.upload) answers[400] = errorResponse;
  if (spec.access !== 'public') {
    answers[401] = errorResponse;
    const someRoleRefused = principalKinds.some((role) => !isPermitted(role, spec.access as never));
    if (someRoleRefused || method !== 'GET') answers[403] = errorResponse;
  } else if (method !== 'GET') answers[403] = errorResponse;
  if (spec.idempotent) {
    answers[400] = errorResponse;
    answers[409] = errorResponse;
  }
  return answers;
}

const defined = (parts: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined));
