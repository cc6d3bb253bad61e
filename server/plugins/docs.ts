import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routes } from '../../contract/api.ts';
import { idempotencyKeyHeader, nextCursorHeader } from '../../contract/http.ts';
import type { RouteSpec } from '../../contract/routes/define.ts';
import { sessionCookieName } from '../lib/session-policy.ts';

const description = `The API of the daycare portal's staff and parent portals.

Signing in (POST /api/auth/staff/login or /api/auth/parent/login) sets the \`${sessionCookieName}\`
cookie; every operation that is not public needs it. A write from a browser must come from
the portal's own origin (the server checks Origin and Sec-Fetch-Site and answers 403 to
another site); clients outside a browser send neither header. Money writes take an
\`${idempotencyKeyHeader}\` header: a repeat with the same key gets the first answer. Lists that
grow are paged: the next page's cursor comes in the \`${nextCursorHeader}\` header.
Every error answer has the same shape: the English message, a catalogue code and its
parameters, and each field's message for a validation failure.`;

type Transformed = ReturnType<typeof jsonSchemaTransform>;

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
            description: 'The session cookie that signing in sets (HttpOnly, SameSite=Lax).',
          },
        },
      },
    },
    transform: (route) => withFileAnswer(jsonSchemaTransform(route), route.route.method),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
