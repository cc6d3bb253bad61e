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

/**
 * A built client as the production server has it (the build's page list routes the first
 * screens, client-app.ts), so the document served is the one a deployed portal serves.
 */
function builtClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-document-client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><head></head><body></body>');
  fs.mkdirSync(path.join(dir, '_routes'));
  const pages = Object.fromEntries(
    ['/login', '/parent-login', '/'].map((address) => [address, { page: 'index.html', texts: {} }]),
  );
  fs.writeFileSync(path.join(dir, '_routes/pages.json'), JSON.stringify(pages));
  return dir;
}

// The document an integrator, a generated client or an API gateway reads first: the one
// the app serves, checked by the ecosystem's own linter with its recommended rules (issue 43).
const t = testApp({ config: { clientDir: builtClient() } });

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
 * The warnings decision 064 explains, and no others: a path of the spec's with a literal
 * segment (`/api/children/drafts/{id}`) beside a parameter path of the same shape (every
 * `/api/children/{id}/…` a feature adds: Fastify routes the literal segment first), and
 * public reads that refuse nobody.
 */
const literalSpecPaths = [
  '/api/children/drafts/{id}',
  '/api/messages/broadcasts/{id}',
  '/api/messages/threads/{id}',
  '/api/parent-invitations/verify/{code}',
];
const publicReadsRefusingNobody = [
  'operation-4xx-response GET /api/auth/session',
  'operation-4xx-response GET /api/centre',
  'operation-4xx-response GET /api/health',
];
const isExplained = (warning: string) =>
  publicReadsRefusingNobody.includes(warning) ||
  (warning.startsWith('no-ambiguous-paths ') &&
    literalSpecPaths.some((path) => warning.split(' ').includes(path)));

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
  expect(warnings.filter((w) => !isExplained(w))).toEqual([]);
  // The three public reads are still as the decision says (a 4xx added there would be wrong).
  expect(warnings.filter((w) => w.startsWith('operation-4xx')).sort()).toEqual(
    publicReadsRefusingNobody,
  );
}, 120_000);

it('holds the route table’s operations only, not the app’s pages', async () => {
  const document = await servedDocument();
  expect((await t.request({ method: 'GET', url: '/login' })).statusCode).toBe(200);
  const tablePaths = new Set(
    Object.keys(routes).map((key) => key.split(' ')[1]!.replace(/:(\w+)/g, '{$1}')),
  );
  expect(Object.keys(document.paths).filter((p) => !tablePaths.has(p))).toEqual([]);
});

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
