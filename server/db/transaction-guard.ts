import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

/**
 * A query on the database handle itself (`app.db`) from inside one of its own transactions
 * is always a mistake, and neither database says so:
 * - the embedded one has one connection and one queue: the query waits for the transaction
 *   to end, and the transaction waits for the query, forever;
 * - PostgreSQL runs it on another connection of the pool, outside the transaction: it does
 *   not see the transaction's writes, and is not rolled back with them.
 * So while a transaction opened on a handle is under way, in the async context of its work,
 * that handle refuses every query and every new transaction at once, with this error. Work
 * begun in a transaction that goes on after it has ended is free to use the handle again.
 */
export class OuterHandleInTransactionError extends Error {
  constructor() {
    super(
      'The database handle (app.db) was used inside one of its own transactions: use the ' +
        "transaction's handle (tx) there. On the embedded database the query would wait " +
        'for the transaction forever; on PostgreSQL it would run outside it.',
    );
    this.name = 'OuterHandleInTransactionError';
  }
}

/** The transaction whose work this async context is part of, and the handle it was opened on. */
type OpenTransaction = { db: Db; open: boolean };
const openTransaction = new AsyncLocalStorage<OpenTransaction>();

function refuseInsideOwnTransaction(db: Db): void {
  const current = openTransaction.getStore();
  if (current?.open && current.db === db) throw new OuterHandleInTransactionError();
}

/**
 * `db`, refusing to be used inside its own transactions. Every query Drizzle makes on a
 * handle (builders, `execute`, relational queries, counts) is prepared by that handle's
 * session, and a transaction's handle has a session of its own: so the outer session's
 * `prepareQuery` and `transaction` are where the outer handle is used, and only there.
 */
export function guardedAgainstUseInItsTransactions(db: Db): Db {
  const session = db._.session;
  const prepareQuery = session.prepareQuery;
  const transaction = session.transaction;
  session.prepareQuery = function (this: typeof session, ...args) {
    refuseInsideOwnTransaction(db);
    return prepareQuery.apply(this, args);
  } as typeof prepareQuery;
  session.transaction = function (this: typeof session, work, config) {
    refuseInsideOwnTransaction(db);
    return transaction.call(
      this,
      async (tx) => {
        const opened: OpenTransaction = { db, open: true };
        try {
          return await openTransaction.run(opened, () => work(tx));
        } finally {
          opened.open = false;
        }
      },
      config,
    );
  } as typeof transaction;
  return db;
}
