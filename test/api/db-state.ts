import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../server/db/client.ts';

/**
 * Every table's row count and a digest of its contents, so a test can prove that a series
 * of requests changed nothing at all: no row added, removed or updated anywhere.
 */
export async function databaseState(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: string; digest: string }>(
      db,
      sql`select count(*)::text as n,
                 md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.identifier(name)} t`,
    );
    state[name] = `${row!.n} rows, ${row!.digest}`;
  }
  return state;
}
