import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';

/**
 * Every table's row count and a digest of its contents, so a test can prove that a series
 * of requests changed nothing at all: no row added, removed or updated anywhere.
 */
export async function databaseState(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const state: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const table = sql.identifier(name);
    const [row] = (
      await db.execute<{ n: string; digest: string }>(sql`
        select count(*)::text as n,
               md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
        from ${table} t`)
    ).rows;
    state[name] = `${row!.n} rows, ${row!.digest}`;
  }
  return state;
}
