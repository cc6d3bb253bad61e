import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { routes } from '../../contract/api.ts';
import { errorResponse } from '../../contract/errors.ts';
import { idempotencyKeyHeader, nextCursorHeader } from '../../contract/http.ts';
import type { RouteSpec } from '../../contract/routes/define.ts';
import { z } from '../../contract/zod.ts';
import { sessionCookieName } from '../lib/session-policy.ts';
import { describeOperations, type OpenApiPaths } from './docs-operations.ts';

const description = `The API of the daycare portal's staff and parent portals.

Signing in (POST /api/auth/staff/login or /api/auth/parent/login) sets the \`${sessionCookieName}\`
cookie; every operation that is not public needs it. A write from a browser must come from
the portal's own origin (the server checks Origin and Sec-Fetch-Site and answers 403 to
another site); clients outside a browser send neither header. Money writes take an
\`${idempotencyKeyHeader}\` header: a repeat with the same key gets the first answer. Lists that
grow are paged: the next page's cursor comes in the \`${nextCursorHeader}\` header.
Every error answer has the same shape: the English message, a catalogue code and its
parameters, and each field's message for a validation failure.`;

/**
 * The schemas the document names once and refers to: the error shape every refusal has, so
 * a generated client gets one Error type (the document's own registry: nothing global).
 */
const components = z.registry<{ id?: string }>();
components.add(errorResponse, { id: 'Error' });
const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: components });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry: components });

type Transformed = ReturnType<typeof jsonSchemaTransform>;

const inRouteTable = (method: string | string[], url: string) =>
  `${[method].flat()[0]} ${url}` in routes;

/**
 * A download's 200 is a file, not JSON: Fastify has no schema for it (it sends the bytes as
 * they are), so the document says it here, with the media types the route table gives.
 */
function withFileAnswer(transformed: Transformed, method: string | string[]): Transformed {
  const key = `${[method].flat()[0]} ${transformed.url}` as keyof typeof routes;
  const spec: RouteSpec | undefined = routes[key];
  if (!spec?.file || !transformed.schema) return transformed;
  const content = Object.fromEntries(
    spec.file.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  );
  const schema = transformed.schema as { response?: Record<string, unknown> };
  schema.response = { ...schema.response, 200: { description: 'The file', content } };
  return transformed;
}

/**
 * The registry's schemas come in an input and an output version; the error shape is only
 * ever an answer, so its input version (ErrorInput) is left out rather than listed unused.
 */
function withoutUnusedSchemas<D extends { paths?: unknown; components?: { schemas?: object } }>(
  document: D,
): D {
  const used = JSON.stringify(document.paths);
  const schemas = Object.entries(document.components?.schemas ?? {}).filter(([name]) =>
    used.includes(`"#/components/schemas/${name}"`),
  );
  return {
    ...document,
    components: { ...document.components, schemas: Object.fromEntries(schemas) },
  };
}

/**
 * The OpenAPI document, made from the route table (contract/api.ts: each route's operation
 * id, access, schemas and answers), browsable at /api/docs. OpenAPI 3.1, whose schemas are
 * JSON Schema: a field that may be null says so with the null type.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Daycare Portal API',
        version: '1.0.0',
        description,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The portal that serves this document' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName,
            description:
              'The session cookie that signing in sets (HttpOnly, SameSite=Lax). Writes need ' +
              "no CSRF token: one from another site's page (its Origin, or Sec-Fetch-Site: " +
              'cross-site) is refused with 403, and the cookie is not sent on such a request.',
          },
        },
      },
    },
    transform: (route) => {
      const transformed = jsonSchemaTransform(route);
      // The document is the route table's: the app's pages (client-app.ts) and anything else
      // registered outside it are not the API, and are left out.
      if (!inRouteTable(route.route.method, transformed.url))
        return { ...transformed, schema: { ...transformed.schema, hide: true } };
      return withFileAnswer(transformed, route.route.method);
    },
    transformObject: (documentObject) => {
      const document = jsonSchemaTransformObject(documentObject);
      describeOperations(document.paths as OpenApiPaths);
      return withoutUnusedSchemas(document);
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
