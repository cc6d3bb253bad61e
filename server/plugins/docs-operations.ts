import { routes } from '../../contract/api.ts';
import { principalKinds } from '../../contract/enums.ts';
import { idempotencyKeyHeader, nextCursorHeader } from '../../contract/http.ts';
import { type Action, reachOf } from '../../contract/permissions.ts';
import type { RouteSpec } from '../../contract/routes/define.ts';
import { keyPattern, replayedHeader } from '../lib/idempotency.ts';

type Response = {
  description?: string;
  headers?: Record<string, unknown>;
  content?: unknown;
};
type Operation = {
  description?: string;
  parameters?: Record<string, unknown>[];
  responses?: Record<string, Response>;
};
export type OpenApiPaths = Record<string, Record<string, Operation>>;

/** A write from a browser: the cross-site rule (server/plugins/security.ts) applies. */
const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** The roles that may call the route, each with the part of the records it reaches. */
function whoMay(action: Action): string {
  const reaches = principalKinds.flatMap((role) => {
    const reach = reachOf(role, action);
    return reach === undefined ? [] : [{ role, reach }];
  });
  const roles = reaches.map(({ role, reach }) =>
    reach === 'all' ? role : `${role} (only \`${reach}\`)`,
  );
  const refusals = [];
  if (someRoleRefused(action)) refusals.push('another role is refused (403)');
  if (reaches.some(({ reach }) => reach !== 'all')) {
    refusals.push('a record outside the scope answers as a missing one (404)');
  }
  return `${roles.join(', ')}.` + (refusals.length ? ` ${capitalised(refusals.join('; '))}.` : '');
}

const someRoleRefused = (action: Action) =>
  principalKinds.some((role) => reachOf(role, action) === undefined);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the document says of an operation beyond its summary, all of it from the route's
 * declaration: who may call it, the cross-site rule for writes, the Idempotency-Key, paging.
 */
function operationDescription(method: string, spec: RouteSpec): string {
  const parts = spec.description ? [spec.description] : [];
  if (spec.access === 'public') parts.push('Public: no session needed.');
  else {
    parts.push(
      `Needs the session cookie and the permission \`${spec.access}\`: ${whoMay(spec.access)}`,
    );
  }
  if (isWrite(method)) {
    parts.push(
      "A write from a browser must come from the portal's own pages: one whose `Origin` is " +
        'another site, or whose `Sec-Fetch-Site` is `cross-site`, is refused (403). This ' +
        'stands in for a CSRF token: there is no token to send, and a client outside a ' +
        'browser sends neither header.',
    );
  }
  if (spec.idempotent) {
    parts.push(
      `Send an \`${idempotencyKeyHeader}\` (one per submission): a repeat with the same key ` +
        `gets the first answer, marked \`${replayedHeader}: true\`, instead of writing again.`,
    );
  }
  if (spec.paged) {
    parts.push(
      `Paged: \`limit\` rows; when there are more, the \`${nextCursorHeader}\` header holds the ` +
        'cursor to send as `before` for the next page.',
    );
  }
  if (spec.file) parts.push(`Answers a file: ${spec.file.join(', ')}.`);
  return parts.join('\n\n');
}

/** What each answer means, said once for every route that gives it. */
function answerDescription(status: string, method: string, spec: RouteSpec): string {
  switch (status) {
    case '200':
      return 'Done: the answer';
    case '201':
      return 'Created: the new record';
    case '202':
      return 'Accepted: the work is queued and runs in the background';
    case '204':
      return 'Done: no content';
    case '400':
      return (
        'The input is refused: `fieldErrors` and `fieldCodes` say which field and why' +
        (spec.idempotent
          ? `, or the \`${idempotencyKeyHeader}\` is not 8 to 200 visible characters`
          : '')
      );
    case '401':
      return 'Not signed in: no session cookie, or the session has ended';
    case '403': {
      const reasons = [];
      if (spec.access !== 'public' && someRoleRefused(spec.access)) {
        reasons.push("the signed-in person's role may not do this");
      }
      // The route's own refusal, beside the shared hooks' (a duty or an invitation not theirs).
      if (spec.responses[403]) reasons.push('this person may not do this to this record');
      if (isWrite(method)) reasons.push("the request came from another site's page");
      return `Refused: ${reasons.join(', or ')}`;
    }
    case '404':
      return 'No such record, or not one the signed-in person may reach';
    case '409':
      return (
        'Refused: it conflicts with what is recorded now' +
        (spec.idempotent ? `, or the \`${idempotencyKeyHeader}\` was used for another request` : '')
      );
    case '410':
      return 'Gone: the link was used, withdrawn or has expired';
    case '413':
      return 'Refused: the file is too large';
    case '415':
      return 'Refused: not a kind of file this route takes';
    case '429':
      return 'Too many attempts: try again later';
    case '502':
      return 'A device or service the portal relies on did not answer';
    case '503':
      return 'Not available now: the database cannot be reached';
    default:
      return `Answer ${status}`;
  }
}

const idempotencyParameter = {
  in: 'header',
  name: idempotencyKeyHeader,
  required: false,
  description:
    'One key per submission (a UUID will do): a repeat with the same key gets the first ' +
    'answer instead of writing again; the same key with another request is refused (409).',
  schema: { type: 'string', pattern: keyPattern.source },
};

/**
 * Completes the document's operations from the route table (contract/api.ts): their
 * descriptions, each answer's meaning, the Idempotency-Key a money write takes and the
 * headers of their answers. Fastify's own document has the schemas; this says the rest.
 */
export function describeOperations(paths: OpenApiPaths): void {
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const spec: RouteSpec | undefined = (routes as Record<string, RouteSpec>)[key];
      if (!spec) continue;
      const verb = method.toUpperCase();
      operation.description = operationDescription(verb, spec);
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (!answer.description || answer.description === 'Default Response') {
          answer.description = answerDescription(status, verb, spec);
        }
      }
      if (spec.paged && operation.responses?.['200']) {
        operation.responses['200'].headers = {
          [nextCursorHeader]: {
            description: 'Present when there is a next page: send it as `before`',
            schema: { type: 'string' },
          },
        };
      }
      if (spec.idempotent) {
        operation.parameters = [...(operation.parameters ?? []), idempotencyParameter];
        const done = Object.entries(operation.responses ?? {}).find(([s]) => s.startsWith('2'));
        if (done) {
          done[1].headers = {
            [replayedHeader]: {
              description: 'Present on a repeat: this is the first answer, nothing was written',
              schema: { type: 'string', enum: ['true'] },
            },
          };
        }
      }
    }
  }
}
