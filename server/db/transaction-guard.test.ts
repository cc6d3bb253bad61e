import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/api/test-app.ts';
import { rooms } from './schema/index.ts';
import { OuterHandleInTransactionError } from './transaction-guard.ts';

// On the embedded database (one connection, one queue) each of these mistakes would wait for
// the transaction forever and the test would time out; on PostgreSQL (CI runs this file there
// too) it would run outside the transaction and succeed. Either way, without the guard, the
// expectations below fail.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const firstRoom = async () => (await t.database.db.select().from(rooms).limit(1))[0]!;

describe('the database handle inside one of its own transactions', () => {
  it('refuses a query at once, naming the mistake, and the transaction rolls back', async () => {
    const { db } = t.database;
    const room = await firstRoom();
    const change = db.transaction(async (tx) => {
      await tx
        .update(rooms)
        .set({ name: 'Renamed in the transaction' })
        .where(eq(rooms.id, room.id));
      await db.select().from(rooms).where(eq(rooms.id, room.id));
    });
    await expect(change).rejects.toThrow(OuterHandleInTransactionError);
    await expect(change).rejects.toThrow(/use the transaction's handle \(tx\)/);
    expect((await firstRoom()).name).toBe(room.name);
  });

  it('refuses every way of asking: raw SQL, relational queries, counts, a second transaction', async () => {
    const { db } = t.database;
    const refused: string[] = [];
    await db.transaction(async (tx) => {
      const attempts: [string, () => PromiseLike<unknown>][] = [
        ['execute', () => db.execute(sql`select 1`)],
        ['relational query', () => db.query.rooms.findFirst()],
        ['count', () => db.$count(rooms)],
        [
          'insert',
          () =>
            db
              .insert(rooms)
              .values({ name: 'Never', shortName: 'N', filterKey: 'never', childrenPerStaff: 1 }),
        ],
        ['transaction', () => db.transaction(async () => {})],
      ];
      for (const [name, attempt] of attempts) {
        try {
          await attempt();
        } catch (error) {
          if (error instanceof OuterHandleInTransactionError) refused.push(name);
        }
      }
      // The transaction's own handle goes on working.
      expect(await tx.$count(rooms)).toBeGreaterThan(0);
    });
    expect(refused).toEqual(['execute', 'relational query', 'count', 'insert', 'transaction']);
  });

  it('lets a query of another request, outside the transaction, run meanwhile', async () => {
    const { db } = t.database;
    const room = await firstRoom();
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const change = db.transaction(async (tx) => {
      await tx
        .update(rooms)
        .set({ childrenPerStaff: room.childrenPerStaff + 1 })
        .where(eq(rooms.id, room.id));
      inside();
      await pause(50);
    });
    await entered;
    // Begun outside the transaction's work: not refused (it sees the change once committed
    // on the embedded database, and before it on PostgreSQL: either is a plain read).
    const [outside] = await db.select().from(rooms).where(eq(rooms.id, room.id));
    await change;
    expect(outside!.id).toBe(room.id);
    await db
      .update(rooms)
      .set({ childrenPerStaff: room.childrenPerStaff })
      .where(eq(rooms.id, room.id));
  });

  it('lets work begun in a transaction use the handle once the transaction has ended', async () => {
    const { db } = t.database;
    let afterwards!: Promise<number>;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // Not awaited here: it goes on after the commit (a follow-up, a notification).
      afterwards = pause(30).then(() => db.$count(rooms));
    });
    expect(await afterwards).toBeGreaterThan(0);
  });
});
