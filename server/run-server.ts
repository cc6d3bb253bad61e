import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Config } from './config.ts';
import { ensureCentreDefaults } from './db/centre-defaults.ts';
import { openDatabase } from './db/client.ts';
import type { PGliteThread } from './db/pglite-thread.ts';
import { demoPassword, seedDemoIfEmpty } from './db/seed/demo-seed.ts';
import { hasAnyUser } from './db/has-any-user.ts';
import { seedDemoMedia } from './db/seed/seed-media.ts';
import { buildApp } from './app.ts';
import { logStream } from './lib/log-output.ts';
import { seedDemoMilestones } from './modules/milestones/demo-milestones.ts';
import { requestBackup } from './modules/system/backup-job.ts';
import { analyzeIfNeverAnalysed } from './modules/system/analyze-job.ts';
import { ensureBilling } from './modules/billing/billing-start.ts';
import { seedDemoBilling } from './modules/billing/demo-billing.ts';

/** Opens the database (the embedded one already opening in `pglite`), then serves. */
export async function runServer(config: Config, pglite: PGliteThread | undefined, started: number) {
  const database = await openDatabase(config, pglite);
  // The web app is put together on this thread while the database opens and migrates on its.
  const [app] = await Promise.all([
    // Readable lines in a terminal, JSON otherwise (lib/log-output.ts).
    logStream(config.env).then((stream) =>
      buildApp({
        config,
        database,
        logger: { level: config.logLevel, ...(stream ? { stream } : {}) },
      }),
    ),
    database
      .migrate()
      .then(() => ensureCentreDefaults(database.db))
      .then(() => ensureBilling(database.db, new Date())),
  ]);

  if (config.demo) {
    const seeded = await seedDemoIfEmpty(database.db, { billing: seedDemoBilling });
    if (seeded) {
      const now = new Date();
      await seedDemoMedia(database.db, app.files, now);
      // After the photos: the first milestones show them as evidence.
      await seedDemoMilestones(database.db, now);
      console.log(`\nDemo centre created. Sign in with (password for all: ${demoPassword}):`);
      for (const account of seeded.accounts)
        console.log(`  ${account.portal.padEnd(6)}  ${account.email}`);
      console.log('');
    }
  } else if (!(await hasAnyUser(database.db))) {
    console.log('\nNo accounts yet. Create the first director with:');
    console.log(
      '  NODE_ENV=production npm run create-director -- --email <e-mail> --name "<first> <last>"\n',
    );
  }

  if (config.publicUrlDerived) {
    app.log.warn(
      { publicUrl: config.publicUrl },
      'PUBLIC_URL is not set: links in e-mails use this address, derived from HOST and PORT. ' +
        'Set PUBLIC_URL to the address people open the portal at.',
    );
  }

  // The embedded database belongs to this process alone: `npm run backup` finds it here and
  // asks it for a backup (SIGUSR2); `npm run restore` refuses to run while it is up.
  const pidFile = path.join(config.dataDir, 'server.pid');
  if (database.kind === 'pglite') {
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(pidFile, String(process.pid), { mode: 0o600 });
  }
  process.on('SIGUSR2', () => {
    void requestBackup(app.db, app.clock.now()).then(
      () => app.log.info('backup requested'),
      (err: unknown) => app.log.error({ err }, 'backup request failed'),
    );
  });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    fs.rmSync(pidFile, { force: true });
    // PGlite must be closed, or the process never exits and the data folder may be left dirty.
    await database.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.jobs.start();
  await analyzeIfNeverAnalysed(app);
  app.log.info(
    { ms: Math.round(performance.now() - started), database: database.kind },
    `Daycare portal ready on http://localhost:${config.port}`,
  );
}
