import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { enqueue } from '../../lib/jobs/job-queue.ts';
import { createJobWorker, retryDelayMs } from '../../lib/jobs/job-worker.ts';
import { demo, testApp } from '../../../test/api/test-app.ts';

const t = testApp();
const { cookie } = t;

const jobOf = async (id: number) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const add = (job: Parameters<typeof enqueue>[1]) =>
  enqueue(t.database.db, job, t.clock.now()) as Promise<number>;

describe('the jobs worker', () => {
  it('runs a job once and records it done', async () => {
    const runs: unknown[] = [];
    t.app.jobs.handle('test.once', async (payload) => {
      runs.push(payload);
    });
    const id = await add({ kind: 'test.once', payload: { n: 1 } });
    await t.drainJobs();
    await t.drainJobs();
    expect(runs).toEqual([{ n: 1 }]);
    expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
  });

  it('makes no job for a change that does not commit', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueue(tx, { kind: 'test.never', idempotencyKey: 'rolled-back' }, t.clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from jobs where idempotency_key = 'rolled-back'`,
    );
    expect(row!.n).toBe(0);
  });

  it('makes one job for one idempotency key', async () => {
    const first = await add({ kind: 'test.once', idempotencyKey: 'only-once' });
    const second = await enqueue(
      t.database.db,
      { kind: 'test.once', idempotencyKey: 'only-once' },
      t.clock.now(),
    );
    expect(first).toBeGreaterThan(0);
    expect(second).toBeNull();
  });

  it('retries a failing job later, then keeps it failed with its error', async () => {
    let calls = 0;
    t.app.jobs.handle('test.flaky', async () => {
      calls += 1;
      throw new Error(`mail server said no (${calls})`);
    });
    const id = await add({ kind: 'test.flaky', maxAttempts: 3 });
    await t.drainJobs();
    const first = await jobOf(id);
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'mail server said no (1)',
    });
    expect(first.runAt.getTime()).toBe(t.clock.now().getTime() + retryDelayMs(1));
    // Not before its time.
    await t.drainJobs();
    expect(calls).toBe(1);
    for (const attempt of [1, 2]) {
      t.clock.advance(retryDelayMs(attempt));
      await t.drainJobs();
    }
    expect(calls).toBe(3);
    expect(await jobOf(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'mail server said no (3)',
    });
  });

  it('takes up a job whose worker died mid-way once its lease has run out', async () => {
    const ran: number[] = [];
    t.app.jobs.handle('test.orphan', async (_payload, { jobId }) => {
      ran.push(jobId);
    });
    const id = await add({ kind: 'test.orphan' });
    // What a kill -9 leaves behind: claimed, running, never finished.
    const leaseEnd = new Date(t.clock.now().getTime() + 60_000);
    await t.database.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'dead-process', lockedUntil: leaseEnd, attempts: 1 })
      .where(eq(jobs.id, id));
    await t.drainJobs();
    expect(ran).toEqual([]);
    t.clock.advance(60_001);
    await t.drainJobs();
    expect(ran).toEqual([id]);
    expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('hands its job back when stopped, so another worker takes it up at once', async () => {
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      t.app.jobs.handle('test.slow', () => {
        resolve();
        return new Promise<void>((done) => (release = done));
      });
    });
    const worker = createJobWorker({
      db: t.database.db,
      clock: t.clock,
      scheduler: t.clock,
      log: t.app.log,
      timeZone: async () => 'America/New_York',
      workerId: 'stopping-worker',
    });
    let claimed!: () => void;
    const underWay = new Promise<void>((resolve) => (claimed = resolve));
    worker.handle('test.slow', () => {
      claimed();
      return new Promise<void>(() => {});
    });
    const id = await add({ kind: 'test.slow' });
    worker.start();
    t.clock.advance(0); // its first pass
    await underWay;
    expect(await jobOf(id)).toMatchObject({ status: 'running', lockedBy: 'stopping-worker' });
    await worker.stop(50);
    expect(await jobOf(id)).toMatchObject({ status: 'pending', lockedBy: null });
    // The app's own worker runs it now.
    const drained = t.drainJobs();
    await started;
    release();
    await drained;
    expect((await jobOf(id)).status).toBe('done');
  });

  it('enqueues a recurring job for its next time on the centre’s clock, once', async () => {
    const runs: string[] = [];
    t.app.jobs.handle('test.nightly', async () => {
      runs.push(t.clock.now().toISOString());
    });
    t.app.jobs.recur({ kind: 'test.nightly', label: 'Nightly', at: '02:00' });
    await t.drainJobs();
    await t.drainJobs();
    const planned = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'test.nightly'));
    // The test clock is Wednesday 10:00 in New York: next is Thursday 02:00 there (07:00 UTC).
    expect(planned.map((j) => j.runAt.toISOString())).toEqual(['2026-11-19T07:00:00.000Z']);
    t.clock.set(new Date('2026-11-19T07:00:00.000Z'));
    await t.drainJobs();
    expect(runs).toEqual(['2026-11-19T07:00:00.000Z']);
    const next = await t.database.db
      .select({ runAt: jobs.runAt, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.kind, 'test.nightly'));
    expect(next.map((j) => `${j.runAt.toISOString()} ${j.status}`).sort()).toEqual([
      '2026-11-19T07:00:00.000Z done',
      '2026-11-20T07:00:00.000Z pending',
    ]);
  });
});

describe('an idle worker', () => {
  it('writes nothing in a pass with nothing due', async () => {
    // A worker of its own, with one recurring job whose work writes nothing (the app's own
    // recurring jobs write: the cameras' health, every minute).
    const worker = createJobWorker({
      db: t.database.db,
      clock: t.clock,
      scheduler: t.clock,
      log: t.app.log,
      timeZone: async () => 'America/New_York',
      workerId: 'idle-worker',
    });
    let runs = 0;
    worker.handle('test.hourly', async () => {
      runs++;
    });
    worker.recur({ kind: 'test.hourly', label: 'Hourly', everyMinutes: 60 });
    await worker.drain();
    const rows = await t.database.db.select().from(jobs);
    const ran = runs;
    await worker.drain();
    await worker.drain();
    expect(await t.database.db.select().from(jobs)).toEqual(rows);
    expect(runs).toBe(ran);
    // The next occurrence still runs when its time comes.
    t.clock.advance(60 * 60_000);
    await worker.drain();
    expect(runs).toBe(ran + 1);
    await worker.stop();
  });
});

describe('two workers on one database', () => {
  it('run each of 200 jobs exactly once', async () => {
    await t.database.db.execute(
      sql`create table job_test_runs (job integer not null, worker text not null)`,
    );
    for (let n = 0; n < 200; n++)
      await add({ kind: 'test.record', payload: { n }, idempotencyKey: `record-${n}` });
    const template = (await import('vitest')).inject('dbTemplate');
    if (template.kind === 'postgres') {
      // Two real processes, each with its own connections, draining the same table.
      const url = t.database.url!;
      const run = (name: string) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            ['--import', 'tsx', path.resolve('test/api/job-worker-process.ts'), url, name],
            { stdio: 'inherit' },
          );
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
        });
      await Promise.all([run('process-a'), run('process-b')]);
    } else {
      // The embedded database has one connection: two workers in one process share it.
      const workers = ['worker-a', 'worker-b'].map((name) => {
        const worker = createJobWorker({
          db: t.database.db,
          clock: t.clock,
          scheduler: t.clock,
          log: t.app.log,
          timeZone: async () => 'America/New_York',
          workerId: name,
        });
        worker.handle('test.record', async (payload, { db }) => {
          await db.execute(
            sql`insert into job_test_runs (job, worker) values (${Number(payload.n)}, ${name})`,
          );
        });
        return worker;
      });
      await Promise.all(workers.map((w) => w.drain()));
    }
    const runs = await queryRows<{ job: number; times: number }>(
      t.database.db,
      sql`select job, count(*)::int as times from job_test_runs group by job order by job`,
    );
    expect(runs).toHaveLength(200);
    expect(runs.every((r) => r.times === 1)).toBe(true);
    const workers = await queryRows<{ worker: string }>(
      t.database.db,
      sql`select distinct worker from job_test_runs`,
    );
    expect(workers.length).toBe(2);
  });
});

describe('failed jobs, for directors', () => {
  it('are listed with their error, and can be retried once', async () => {
    t.app.jobs.handle('test.broken', async () => {
      throw new Error('The printer is on fire');
    });
    const id = await add({ kind: 'test.broken', label: 'Print the menu', maxAttempts: 1 });
    await t.drainJobs();
    // The clock has moved on a day above: everyone signs in again.
    for (const who of ['director', 'teacher', 'parent'] as const)
      cookie[who] = await t.login(demo[who]);
    const list = await t.request({
      method: 'GET',
      url: '/api/jobs/failed',
      cookie: cookie.director,
    });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id, label: 'Print the menu', lastError: 'The printer is on fire' }),
    );
    for (const who of ['teacher', 'parent'] as const) {
      const denied = await t.request({
        method: 'GET',
        url: '/api/jobs/failed',
        cookie: cookie[who],
      });
      expect(denied.statusCode).toBe(403);
    }
    const retry = () =>
      t.request({ method: 'POST', url: `/api/jobs/${id}/retry`, cookie: cookie.director });
    expect((await retry()).statusCode).toBe(204);
    expect((await retry()).json()).toEqual({
      message: 'Only a failed job can be retried.',
      code: 'errors.jobNotFailed',
    });
    expect(await jobOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
