import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { routes } from '../../contract/api.ts';
import type { RouteSpec } from '../../contract/routes/define.ts';
import { projectRoot } from '../lib/project-root.ts';
import { testApp } from '../../test/api/test-app.ts';

// The document an integrator, a generated client or an API gateway reads first: the one
// the app serves, checked by the ecosystem's own linter with its recommended rules (issue 43).
const t = testApp();

type Answer = { description?: string; headers?: Record<string, unknown>; content?: object };
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  responses: Record<string, Answer>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

async function servedDocument(): Promise<Document> {
  const res = await t.request({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Each served operation with the route table's declaration of it. */
async function servedOperations() {
  const document = await servedDocument();
  const table = routes as Record<string, RouteSpec>;
  return Object.entries(document.paths).flatMap(([p, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const key = `${method.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`;
      return { key, path: p, operation, spec: table[key]! };
    }),
  );
}

/**
 * The warnings decision 064 explains, and no others: the spec's own paths beside each other
 * (Fastify routes the literal segment first), and public reads that refuse nobody.
 */
const explainedWarnings = [
  'no-ambiguous-paths /api/children/drafts/{id} /api/children/{id}/consents',
  'no-ambiguous-paths /api/children/drafts/{id} /api/children/{id}/guardians',
  'no-ambiguous-paths /api/children/drafts/{id} /api/children/{id}/health',
  'no-ambiguous-paths /api/children/drafts/{id} /api/children/{id}/immunisation-exemptions',
  'no-ambiguous-paths /api/children/drafts/{id} /api/children/{id}/immunisations',
  'no-ambiguous-paths /api/children/drafts/{id} /api/children/{id}/medications',
  'no-ambiguous-paths /api/children/drafts/{id} /api/children/{id}/milestone-photos',
  'no-ambiguous-paths /api/children/drafts/{id} /api/children/{id}/milestones',
  'no-ambiguous-paths /api/children/drafts/{id} /api/children/{id}/re-enrolment',
  'no-ambiguous-paths /api/children/drafts/{id} /api/children/{id}/room-moves',
  'no-ambiguous-paths /api/children/drafts/{id} /api/children/{id}/withdrawal',
  'no-ambiguous-paths /api/messages/broadcasts/{id} /api/messages/{id}/read',
  'no-ambiguous-paths /api/messages/threads/{id} /api/messages/{id}/read',
  'no-ambiguous-paths /api/parent-invitations/verify/{code} /api/parent-invitations/{id}/revoke',
  'operation-4xx-response GET /api/auth/session',
  'operation-4xx-response GET /api/centre',
  'operation-4xx-response GET /api/health',
];

/** A warning as the decision lists it: the rule, and the paths or the operation. */
function warningOf(problem: { ruleId: string; message: string; location: { pointer: string }[] }) {
  const paths = [...problem.message.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).sort();
  if (problem.ruleId === 'no-ambiguous-paths') return `${problem.ruleId} ${paths.join(' ')}`;
  // '#/paths/~1api~1health/get/responses': the operation's path and method.
  const [, pointerPath = '', method = ''] =
    /^#\/paths\/([^/]+)\/(\w+)/.exec(problem.location[0]?.pointer ?? '') ?? [];
  const operation = `${method.toUpperCase()} ${pointerPath.replaceAll('~1', '/').replaceAll('~0', '~')}`;
  return `${problem.ruleId} ${operation}`;
}

it('passes Redocly’s recommended rules (redocly.yaml) with no error', async () => {
  const document = await servedDocument();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-document-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  // The CLI itself, as an integrator runs it (`npx @redocly/cli lint`), with the project's
  // configuration: Redocly's recommended rules.
  const cli = path.join(projectRoot, 'node_modules/@redocly/cli/bin/cli.js');
  const config = path.join(projectRoot, 'redocly.yaml');
  const lint = await promisify(execFile)(
    process.execPath,
    [cli, 'lint', file, '--config', config, '--format', 'json'],
    {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((failed: { stdout: string; stderr: string }) => failed);
  fs.rmSync(dir, { recursive: true, force: true });
  expect(lint.stdout, lint.stderr).toContain('"problems"');
  const report = JSON.parse(lint.stdout) as {
    problems: {
      ruleId: string;
      severity: string;
      message: string;
      location: { pointer: string }[];
    }[];
  };
  const errors = report.problems
    .filter((p) => p.severity === 'error')
    .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
  expect(errors).toEqual([]);
  const warnings = report.problems.filter((p) => p.severity !== 'error').map(warningOf);
  expect(warnings.sort()).toEqual(explainedWarnings);
}, 120_000);

it('names each operation as the route table does, and says which need the session', async () => {
  const served = await servedOperations();
  expect(served.map((s) => s.key).sort()).toEqual(Object.keys(routes).sort());
  for (const { key, operation, spec } of served) {
    expect(operation.operationId, key).toBe(spec.operationId);
    expect(operation.summary, key).toBe(spec.summary);
    expect(operation.security, key).toEqual(spec.access === 'public' ? [] : [{ session: [] }]);
  }
});

it('describes each operation and each of its answers, refusals with the one Error schema', async () => {
  for (const { key, path: p, operation, spec } of await servedOperations()) {
    expect(operation.description, key).toContain(
      spec.access === 'public' ? 'Public' : `\`${spec.access}\``,
    );
    // Writes say how another site's page is refused: the cross-site rule, not a CSRF token.
    expect(operation.description?.includes('Sec-Fetch-Site'), key).toBe(!key.startsWith('GET '));
    for (const [status, answer] of Object.entries(operation.responses)) {
      expect(answer.description, `${key} ${status}`).not.toBe('Default Response');
      if (Number(status) >= 400) {
        expect(answer.content, `${key} ${status}`).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/Error' } },
        });
      }
    }
    // A route that names a record says when there is none (410: a link no longer usable).
    if (p.includes('{'))
      expect(
        ['404', '410'].some((s) => s in operation.responses),
        key,
      ).toBe(true);
  }
});

it('shows the Idempotency-Key a money write takes, and the Next-Cursor of a paged list', async () => {
  const served = await servedOperations();
  const idempotent = served.filter(({ spec }) => spec.idempotent);
  expect(idempotent.map((s) => s.key).sort()).toEqual([
    'POST /api/billing/accounts/:id/third-party-payers',
    'POST /api/billing/invoicing-runs',
    'POST /api/billing/late-fees/:id/approve',
    'POST /api/billing/late-fees/:id/dismiss',
    'POST /api/billing/payers/:id/adjustments',
    'POST /api/billing/payers/:id/payments',
  ]);
  for (const { key, operation, spec } of served) {
    const header = operation.parameters?.find((p) => p.in === 'header');
    expect(header?.name, key).toBe(spec.idempotent ? 'Idempotency-Key' : undefined);
    if (spec.idempotent) expect(Object.keys(operation.responses), key).toContain('409');
    const cursor = operation.responses['200']?.headers?.['Next-Cursor'];
    expect(cursor !== undefined, key).toBe(spec.paged === true);
  }
});

it('refuses to take an Idempotency-Key on a route the table does not declare idempotent', async () => {
  // The table is what the document shows: a money write reading the key must say so there.
  const { sendIdempotent } = await import('../lib/idempotency.ts');
  const request = { routeOptions: { url: '/api/somewhere', config: {} } };
  await expect(
    sendIdempotent(
      { app: t.app, request: request as never, reply: {} as never, userId: 1, statusCode: 201 },
      async () => null,
    ),
  ).rejects.toThrow('declare it idempotent');
});
