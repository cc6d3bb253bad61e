import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { backupRunning, listBackups, openBackup } from '../../lib/backup/backup.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { centreTimeZone } from '../../lib/centre-time.ts';
import { projectRoot } from '../../lib/project-root.ts';
import { serve } from '../../lib/serve.ts';
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
  const { dir, time, keep } = app.config.backups;

  serve(app, 'GET /api/system', async () => {
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
  });

  serve(app, 'GET /api/system/backups', async () => (await listBackups(dir)).map(asResponse));

  serve(app, 'POST /api/system/backups', async (request, reply) => {
    await app.db.transaction(async (tx) => {
      const now = app.clock.now();
      // One at a time: a second would copy everything again and slow the first.
      if (backupRunning() || (await backupUnderWay(tx, backupJobKind, now)))
        throw new HttpError(409, 'errors.backupRunning');
      await requestBackup(tx, now);
      await audit(tx, request, { action: 'system.backup.request', entityType: 'system' });
    });
    return reply.code(202).send({ queued: true as const });
  });

  serve(app, 'GET /api/system/backups/:name', async (request, reply) => {
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
  });
}
