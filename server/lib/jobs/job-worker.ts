import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import type { Scheduled, Scheduler } from '../scheduler.ts';
import { enqueue } from './job-queue.ts';
import { nextOccurrence, type Schedule } from './schedules.ts';

export type JobContext = { db: Db; log: FastifyBaseLogger; jobId: number; attempt: number };
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

/** A job that keeps failing waits longer each time: 30 s, 1 min, 2 min … at most 6 h. */
export const retryDelayMs = (attempt: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60_000);

type Options = {
  db: Db;
  clock: Clock;
  /** When the next pass runs: due jobs are due by `clock`, so passes follow its time too. */
  scheduler: Scheduler;
  log: FastifyBaseLogger;
  /** The centre's time zone, for recurring jobs. */
  timeZone: (db: DbOrTx) => Promise<string>;
  /** Identifies this process in `locked_by`. */
  workerId: string;
  /** How long a claimed job is ours; past it another worker may take it up. */
  leaseMs?: number;
  pollMs?: number;
  batchSize?: number;
};

/**
 * Runs the jobs table: claims due jobs with FOR UPDATE SKIP LOCKED under a lease, runs
 * each kind's handler, records success, retries failures with back-off and marks a job
 * failed (with its error kept) after its last attempt. A job whose worker died (a kill -9)
 * is taken up again when its lease runs out. Recurring jobs are enqueued for their next
 * occurrence in the centre's time zone, once each (idempotency key per occurrence).
 */
export function createJobWorker(options: Options) {
  const { db, clock, scheduler, log, workerId } = options;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 5;
  const handlers = new Map<string, JobHandler>();
  const schedules: Schedule[] = [];
  const frequentKinds = new Set<string>();
  let timer: Scheduled | null = null;
  let running: Promise<unknown> | null = null;
  let stopping = false;
  const inFlight = new Set<number>();

  async function claim(now: Date) {
    const isDue = or(
      and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
      and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
    );
    // Most passes find nothing due: a plain read says so, and an idle server writes nothing.
    const [any] = await db.select({ id: jobs.id }).from(jobs).where(isDue).limit(1);
    if (!any) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(isDue)
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: workerId,
        lockedUntil: new Date(now.getTime() + leaseMs),
        updatedAt: now,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  async function finish(job: typeof jobs.$inferSelect, error: unknown) {
    const now = clock.now();
    // Only if it is still ours: a job whose lease ran out may have been taken up again.
    const ours = and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));
    if (error === undefined && frequentKinds.has(job.kind)) {
      // A job that comes back every few minutes would fill the table with done rows (1440 a
      // day): once done, it has nothing left to tell.
      await db.delete(jobs).where(ours);
      return;
    }
    if (error === undefined) {
      await db
        .update(jobs)
        .set({
          status: 'done',
          finishedAt: now,
          updatedAt: now,
          lockedBy: null,
          lockedUntil: null,
          lastError: null,
        })
        .where(ours);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const final = job.attempts >= job.maxAttempts;
    await db
      .update(jobs)
      .set({
        status: final ? 'failed' : 'pending',
        runAt: final ? job.runAt : new Date(now.getTime() + retryDelayMs(job.attempts)),
        lastError: message.slice(0, 2000),
        lockedBy: null,
        lockedUntil: null,
        updatedAt: now,
        finishedAt: final ? now : null,
      })
      .where(ours);
    log[final ? 'error' : 'warn'](
      { jobId: job.id, kind: job.kind, attempt: job.attempts, err: error },
      final ? 'job failed for good' : 'job failed, will retry',
    );
  }

  async function runOne(job: typeof jobs.$inferSelect) {
    const handler = handlers.get(job.kind);
    inFlight.add(job.id);
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler(job.payload as Record<string, unknown>, {
        db,
        log,
        jobId: job.id,
        attempt: job.attempts,
      });
      await finish(job, undefined);
    } catch (error) {
      await finish(job, error ?? new Error('failed'));
    } finally {
      inFlight.delete(job.id);
    }
  }

  /** Each recurring kind's occurrence this process has already enqueued (ms since 1970). */
  const enqueued = new Map<string, number>();

  async function enqueueSchedules(now: Date) {
    if (schedules.length === 0) return;
    const timeZone = await options.timeZone(db);
    for (const schedule of schedules) {
      const at = nextOccurrence(schedule, now, timeZone);
      // The insert would be refused by the occurrence's key anyway; not sending it at every
      // pass keeps an idle server from writing. A restart, or a new time zone, sends it again.
      if (enqueued.get(schedule.kind) === at.getTime()) continue;
      await enqueue(
        db,
        {
          kind: schedule.kind,
          label: schedule.label,
          runAt: at,
          idempotencyKey: `${schedule.kind}@${at.toISOString()}`,
        },
        now,
      );
      enqueued.set(schedule.kind, at.getTime());
    }
  }

  /** One pass: enqueue recurring jobs, then claim and run what is due. Returns how many ran. */
  async function runDue(): Promise<number> {
    const now = clock.now();
    await enqueueSchedules(now);
    const claimed = stopping ? [] : await claim(now);
    for (const job of claimed) {
      if (stopping) {
        await release([job.id]);
        continue;
      }
      await runOne(job);
    }
    return claimed.length;
  }

  async function release(ids: number[]) {
    if (ids.length === 0) return;
    await db
      .update(jobs)
      .set({ status: 'pending', lockedBy: null, lockedUntil: null, updatedAt: clock.now() })
      .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
  }

  function schedule(delayMs: number) {
    if (stopping) return;
    timer = scheduler.after(delayMs, tick);
  }

  function tick() {
    timer = null;
    running = runDue()
      .then((count) => schedule(count > 0 ? 0 : pollMs))
      .catch((error: unknown) => {
        log.error({ err: error }, 'job worker pass failed');
        schedule(pollMs * 5);
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    /** Registers the handler of one kind of job (each module registers its own). */
    handle(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },
    /** Registers a recurring job; its handler is registered with `handle`. */
    recur(recurring: Schedule) {
      schedules.push(recurring);
      if ('everyMinutes' in recurring) frequentKinds.add(recurring.kind);
    },
    start() {
      stopping = false;
      if (!timer && !running) schedule(0);
    },
    /** Runs passes until nothing is due (tests, and the command line). */
    async drain(): Promise<void> {
      while ((await runDue()) > 0);
    },
    /**
     * Stops claiming; waits up to `graceMs` for the job under way, then hands back any job
     * still ours so another worker (or the next start) takes it up at once.
     */
    async stop(graceMs = 10_000): Promise<void> {
      stopping = true;
      timer?.cancel();
      timer = null;
      // Real time: how long a stopping process may take is the process manager's, whatever
      // the clock says.
      if (running) await Promise.race([running, new Promise((r) => setTimeout(r, graceMs))]);
      await release([...inFlight]);
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
