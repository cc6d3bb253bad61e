import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from './pglite-thread.ts';

// The embedded database's thread on its own: in memory, one table.
let db: PGliteThread;
beforeAll(async () => {
  db = new PGliteThread({});
  await db.exec('create table t (n int primary key)');
});
afterAll(() => db.close());

const count = async () =>
  Number(((await db.query('select count(*)::int as c from t')).rows[0] as { c: number }).c);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('PGliteThread', () => {
  it('pipelines plain queries and answers each with its own rows, in order', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => db.query('select $1::int as i', [i])),
    );
    expect(answers.map((a) => (a.rows[0] as { i: number }).i)).toEqual(
      Array.from({ length: 200 }, (_, i) => i),
    );
  });

  it('keeps a query sent during a transaction out of it: not rolled back with it', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.query('insert into t values (1)');
      await pause(50);
      throw new Error('changed its mind');
    });
    // Sent while the transaction holds the database: it waits, then runs on its own.
    const outside = db.query('insert into t values (2)');
    await expect(failing).rejects.toThrow('changed its mind');
    await outside;
    expect((await db.query('select n from t order by n')).rows).toEqual([{ n: 2 }]);
  });

  it('lets a query sent during a transaction see only what it committed', async () => {
    const committing = db.transaction(async (tx) => {
      await tx.query('insert into t values (3)');
      await pause(50);
    });
    const seen = count();
    await committing;
    expect(await seen).toBe(2);
  });

  it('brings a database error back with its SQLSTATE and constraint', async () => {
    const error = await db.query('insert into t values (2)').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
    // And the thread goes on.
    expect(await count()).toBe(2);
  });
});
