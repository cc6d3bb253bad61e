import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, queryRows, type Db } from './client.ts';
import * as schema from './schema/index.ts';

const releases = path.resolve(import.meta.dirname, '../../test/fixtures/migrations');

async function open() {
  const client = await PGlite.create();
  const db = drizzle({ client, schema });
  return { client, db, asDb: db as unknown as Db };
}

/** Tables, columns, indexes and constraints: what a schema is, in a comparable form. */
async function schemaOf(db: Db) {
  const columns = await queryRows(
    db,
    sql`select table_name, column_name, data_type, is_nullable, column_default
        from information_schema.columns where table_schema = 'public'
        order by table_name, column_name`,
  );
  const indexes = await queryRows(
    db,
    sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
  );
  const constraints = await queryRows(
    db,
    sql`select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as def
        from pg_constraint where connamespace = 'public'::regnamespace order by conname`,
  );
  return { columns, indexes, constraints };
}

describe('a database made by an earlier release', () => {
  it('is upgraded to the current schema by the current migrations, keeping its rows', async () => {
    const fresh = await open();
    await migrate(fresh.db, { migrationsFolder });
    const expected = await schemaOf(fresh.asDb);
    await fresh.client.close();

    for (const release of ['foundation', 'families']) {
      const old = await open();
      await migrate(old.db, { migrationsFolder: path.join(releases, release) });
      await old.db.execute(sql`insert into users (email, password_hash, role)
        values ('dana@centre.example', 'hash', 'director')`);
      await old.db
        .execute(sql`insert into staff (user_id, first_name, last_name, role, phone, email)
        values (1, 'Dana', 'Whitfield', 'Director', '(555) 100-2000', 'dana@centre.example')`);

      await migrate(old.db, { migrationsFolder });
      expect(await schemaOf(old.asDb), release).toEqual(expected);
      const [dana] = await queryRows<{ first_name: string; address: string }>(
        old.asDb,
        sql`select first_name, address from staff where email = 'dana@centre.example'`,
      );
      expect(dana, release).toEqual({ first_name: 'Dana', address: '' });
      await old.client.close();
    }
  });
});
