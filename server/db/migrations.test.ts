import fs from 'node:fs';
import os from 'node:os';
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
  }, 60_000);

  it('keeps every earlier message in a thread, with its receiver’s read state (0007)', async () => {
    const old = await open();
    await migrate(old.db, { migrationsFolder: path.join(releases, 'families') });
    // Users 1 and 2.
    await old.db.execute(sql`insert into users (email, password_hash, role) values
      ('dana@centre.example', 'hash', 'director'), ('priya@family.example', 'hash', 'parent')`);
    // The first thread of a new database: id 1.
    await old.db.execute(sql`insert into message_threads (participants, subject)
      values ('[2, 1]', 'Nap times')`);
    await old.db.execute(sql`insert into messages
      (thread_id, sender_id, sender_type, receiver_id, receiver_type, subject, content, priority,
       is_read, read_at, created_at) values
      (1, 2, 'parent', 1, 'staff', 'Nap times', 'How long does he nap?', 'normal', true,
       '2026-01-05T10:00:00Z', '2026-01-05T09:00:00Z'),
      (1, 1, 'staff', 2, 'parent', 'Nap times', 'About 90 minutes.', 'normal', false, null,
       '2026-01-05T11:00:00Z'),
      (null, 2, 'parent', 1, 'staff', 'Allergy', 'No strawberries please', 'urgent', false, null,
       '2026-01-06T08:00:00Z')`);

    await migrate(old.db, { migrationsFolder });
    const receipts = await queryRows<{ content: string; user_id: number; read: boolean }>(
      old.asDb,
      sql`select m.content, r.user_id, r.read_at is not null as read
          from message_receipts r join messages m on m.id = r.message_id
          where r.thread_id = m.thread_id order by m.id`,
    );
    expect(receipts).toEqual([
      { content: 'How long does he nap?', user_id: 1, read: true },
      { content: 'About 90 minutes.', user_id: 2, read: false },
      { content: 'No strawberries please', user_id: 1, read: false },
    ]);
    const threads = await queryRows<{ subject: string; priority: string; parents: number[] }>(
      old.asDb,
      sql`select t.subject, t.priority,
            array(select p.user_id from message_thread_parents p where p.thread_id = t.id) as parents
          from message_threads t order by t.id`,
    );
    expect(threads).toEqual([
      { subject: 'Nap times', priority: 'normal', parents: [2] },
      { subject: 'Allergy', priority: 'urgent', parents: [2] },
    ]);
    await old.client.close();
  }, 60_000);

  it('keeps each earlier broadcast as one, its family threads pointing to it (0019)', async () => {
    // The migrations before 0019, as a release without broadcasts had them.
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'before-0019-'));
    fs.mkdirSync(path.join(before, 'meta'));
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < '0019');
    fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
    for (const e of journal.entries)
      fs.copyFileSync(
        path.join(migrationsFolder, `${e.tag}.sql`),
        path.join(before, `${e.tag}.sql`),
      );

    const old = await open();
    await migrate(old.db, { migrationsFolder: before });
    // 1 director, 2 and 3 parents.
    await old.db.execute(sql`insert into users (email, password_hash, role) values
      ('dana@centre.example', 'hash', 'director'), ('priya@family.example', 'hash', 'parent'),
      ('marcus@family.example', 'hash', 'parent')`);
    // Threads 1 and 2: one broadcast to two families; 3: a general note to one family; 4: a
    // parent's own question with the same subject at the same time.
    await old.db.execute(sql`insert into message_threads
      (subject, priority, started_by_user_id, created_at, last_activity) values
      ('Closed Monday', 'urgent', 1, '2026-01-05T09:00:00Z', '2026-01-05T09:00:00Z'),
      ('Closed Monday', 'urgent', 1, '2026-01-05T09:00:00Z', '2026-01-05T10:00:00Z'),
      ('Welcome', 'normal', 1, '2026-01-04T09:00:00Z', '2026-01-04T09:00:00Z'),
      ('Closed Monday', 'urgent', 2, '2026-01-05T09:00:00Z', '2026-01-05T09:00:00Z')`);
    await old.db.execute(sql`insert into messages
      (thread_id, sender_id, sender_type, subject, content, priority, created_at) values
      (1, 1, 'staff', 'Closed Monday', 'The centre is closed on Monday.', 'urgent', '2026-01-05T09:00:00Z'),
      (2, 1, 'staff', 'Closed Monday', 'The centre is closed on Monday.', 'urgent', '2026-01-05T09:00:00Z'),
      (2, 3, 'parent', 'Closed Monday', 'Thanks!', 'urgent', '2026-01-05T10:00:00Z'),
      (3, 1, 'staff', 'Welcome', 'Hello!', 'normal', '2026-01-04T09:00:00Z'),
      (4, 2, 'parent', 'Closed Monday', 'Why?', 'urgent', '2026-01-05T09:00:00Z')`);

    await migrate(old.db, { migrationsFolder });
    const broadcasts = await queryRows(
      old.asDb,
      sql`select id, recipients, subject, content, priority, started_by_user_id from message_broadcasts`,
    );
    expect(broadcasts).toEqual([
      {
        id: 1,
        recipients: null,
        subject: 'Closed Monday',
        content: 'The centre is closed on Monday.',
        priority: 'urgent',
        started_by_user_id: 1,
      },
    ]);
    const threads = await queryRows(
      old.asDb,
      sql`select id, broadcast_id, folded_in_broadcast from message_threads order by id`,
    );
    // Thread 2 has a family's answer: it stands in the staff inbox on its own.
    expect(threads).toEqual([
      { id: 1, broadcast_id: 1, folded_in_broadcast: true },
      { id: 2, broadcast_id: 1, folded_in_broadcast: false },
      { id: 3, broadcast_id: null, folded_in_broadcast: false },
      { id: 4, broadcast_id: null, folded_in_broadcast: false },
    ]);
    await old.client.close();
    fs.rmSync(before, { recursive: true });
  }, 60_000);
});
