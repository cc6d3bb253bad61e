import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { routes } from '../../contract/api.ts';
import { projectRoot } from '../lib/project-root.ts';
import { testApp } from '../../test/api/test-app.ts';

// The document an integrator, a generated client or an API gateway reads first: the one
// the app serves, checked by the ecosystem's own linter with its recommended rules (issue 43).
const t = testApp();
const explained = new Set(['no-ambiguous-paths', 'operation-4xx-response']);

async function servedDocument() {
  const res = await t.request({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
  };
}

it('passes Redocly’s recommended rules with no error', async () => {
  const document = await servedDocument();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-document-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  const cli = path.join(projectRoot, 'node_modules/@redocly/cli/bin/cli.js');
  const lint = await promisify(execFile)(
    process.execPath,
    [cli, 'lint', file, '--extends', 'recommended', '--format', 'json'],
    {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((failed: { stdout: string }) => failed);
  fs.rmSync(dir, { recursive: true, force: true });
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
  // The warnings decision 057 explains: the spec's own paths beside each other
  // (/api/children/drafts/{id} and /api/children/{id}/consents), and public reads that
  // refuse nobody (the health check, the centre's name, who is signed in).
  const warned = new Set(
    report.problems.filter((p) => p.severity !== 'error').map((p) => p.ruleId),
  );
  expect([...warned].filter((r) => !explained.has(r))).toEqual([]);
}, 120_000);

it('names each operation as the route table does, and says which need the session', async () => {
  const document = await servedDocument();
  const served = Object.entries(document.paths).flatMap(([p, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`,
      operation,
    })),
  );
  const table = routes as Record<string, { operationId: string; access: string }>;
  expect(served.map((s) => s.key).sort()).toEqual(Object.keys(table).sort());
  for (const { key, operation } of served) {
    expect(operation.operationId, key).toBe(table[key]!.operationId);
    expect(operation.security, key).toEqual(
      table[key]!.access === 'public' ? [] : [{ session: [] }],
    );
  }
});
