import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { testApp } from '../../../test/api/test-app.ts';
import { enqueue } from '../../lib/jobs/job-queue.ts';
import { analyzeIfNeverAnalysed, analyzeJobKind } from './analyze-job.ts';

const t = testApp();

const neverAnalysed = async () =>
  (
    await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from pg_class
          where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples < 0`,
    )
  )[0]!.count;
/** The jobs a start asked for (the nightly one is scheduled beside them). */
const analyzeJobs = async () =>
  (
    await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from jobs
          where kind = ${analyzeJobKind} and idempotency_key like ${`${analyzeJobKind}@start-%`}`,
    )
  )[0]!.count;

describe('planner statistics', () => {
  it('are gathered by a job, never on the way to the first page, when a table has none', async () => {
    await t.database.db.execute(sql`create table never_analysed (id int)`);
    await t.database.db.execute(sql`insert into never_analysed select generate_series(1, 100)`);
    await analyzeIfNeverAnalysed(t.app);
    if (t.database.kind === 'postgres') {
      // PostgreSQL's autovacuum keeps its own statistics: no job.
      expect(await analyzeJobs()).toBe(0);
      return;
    }
    expect(await neverAnalysed()).toBeGreaterThan(0);
    expect(await analyzeJobs()).toBe(1);
    await t.drainJobs();
    expect(await neverAnalysed()).toBe(0);

    // Once analysed, a start asks for nothing more; the nightly run keeps them current.
    await analyzeIfNeverAnalysed(t.app);
    expect(await analyzeJobs()).toBe(1);
  });

  it('the nightly run also vacuums the embedded database: its pages are marked all-visible', async () => {
    if (t.database.kind === 'postgres') return; // autovacuum's work there
    await t.database.db.execute(sql`create table churned (id int primary key, note text)`);
    await t.database.db.execute(
      sql`insert into churned select n, repeat('x', 200) from generate_series(1, 2000) n`,
    );
    await t.database.db.execute(sql`delete from churned where id % 2 = 0`);
    const table = async () =>
      (
        await queryRows<{ allVisible: number; tuples: number }>(
          t.database.db,
          sql`select relallvisible::int as "allVisible", reltuples::int as tuples
              from pg_class where relname = 'churned'`,
        )
      )[0]!;
    expect((await table()).allVisible).toBe(0);

    const now = t.app.clock.now();
    await enqueue(t.database.db, { kind: analyzeJobKind, label: 'Planner statistics' }, now);
    await t.drainJobs();

    // ANALYZE alone counts the rows; only VACUUM marks the pages all-visible.
    expect(await table()).toMatchObject({ tuples: 1000 });
    expect((await table()).allVisible).toBeGreaterThan(0);
  });
});
