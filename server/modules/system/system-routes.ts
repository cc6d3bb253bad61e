import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../contract/errors.ts';
import { backupNameParam, backupsResponse, systemInfoResponse } from '../../../contract/system.ts';
import { audit } from '../../lib/audit.ts';
import { backupRunning, listBackups, openBackup } from '../../lib/backup/backup.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { centreTimeZone } from '../../lib/centre-time.ts';
import { projectRoot } from '../../lib/project-root.ts';
import { backupJobKind, requestBackup } from './backup-job.ts';
import { backupUnderWay, jobCounts } from './system-queries.ts';

const version = (
  JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

const asResponse = (b: { name: string; size: number; createdAt: Date }) => ({
  ...b,
  createdAt: b.createdAt.toISOString(),
});

function sendBackup(reply: FastifyReply, dir: string, backup: { name: string; size: number }) {
  reply.header('Content-Type', 'application/gzip');
  reply.header('Content-Length', backup.size);
  reply.header('Content-Disposition', `attachment; filename="${backup.name}"`);
  reply.header('Cache-Control', 'private, no-store');
  return reply.send(openBackup(dir, backup.name));
}

/** The directors' view of the portal itself: what it runs on, its jobs and its backups. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { dir, time, keep } = app.config.backups;

  r.get('/api/system', {
    config: { permission: 'system.read' },
    schema: {
      tags: ['system'],
      summary: 'What the portal runs on, its background jobs and its backups',
      response: { 200: systemInfoResponse },
    },
    handler: async () => {
      const [latest] = await listBackups(dir);
      return {
        version,
        database: app.database.kind === 'pglite' ? ('embedded' as const) : ('postgres' as const),
        mail: app.config.smtpUrl ? ('smtp' as const) : ('outbox' as const),
        files: app.files.kind,
        timeZone: await centreTimeZone(app.db),
        jobs: await jobCounts(app.db),
        backups: { time, keep, latest: latest ? asResponse(latest) : null },
      };
    },
  });

  r.get('/api/system/backups', {
    config: { permission: 'system.read' },
    schema: {
      tags: ['system'],
      summary: 'The backups kept, newest first',
      response: { 200: backupsResponse },
    },
    handler: async () => (await listBackups(dir)).map(asResponse),
  });

  r.post('/api/system/backups', {
    config: { permission: 'system.backup' },
    schema: {
      tags: ['system'],
      summary:
        'Make a backup now (in the background; it appears in the list when done); 409 while one is being made',
      response: { 202: z.object({ queued: z.literal(true) }), 409: errorResponse },
    },
    handler: async (request, reply) => {
      await app.db.transaction(async (tx) => {
        const now = app.clock.now();
        // One at a time: a second would copy everything again and slow the first.
        if (backupRunning() || (await backupUnderWay(tx, backupJobKind, now)))
          throw new HttpError(409, 'errors.backupRunning');
        await requestBackup(tx, now);
        await audit(tx, request, { action: 'system.backup.request', entityType: 'system' });
      });
      return reply.code(202).send({ queued: true as const });
    },
  });

  r.get('/api/system/backups/:name', {
    config: { permission: 'system.backup' },
    schema: {
      tags: ['system'],
      summary: 'Download one backup (everything the centre holds: keep it safe)',
      params: backupNameParam,
      response: { 404: errorResponse },
    },
    handler: async (request, reply) => {
      const { name } = request.params;
      const backup = (await listBackups(dir)).find((b) => b.name === name);
      if (!backup) throw notFound('errors.noSuchBackup');
      await app.db.transaction((tx) =>
        audit(tx, request, {
          action: 'system.backup.download',
          entityType: 'system',
          details: { name },
        }),
      );
      return sendBackup(reply, dir, backup);
    },
  });
}
