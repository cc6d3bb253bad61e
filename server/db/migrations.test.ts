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
    // Three databases migrated from nothing, 27 migrations each: 10 s alone, 67 s beside a
    // browser suite (2026-11-28), and more with each migration.
  }, 180_000);

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

  it('gives each child its room as a period and each removed child a withdrawal (061)', async () => {
    // The migrations before the one that keeps room periods and withdrawals.
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const tag = journal.entries.find((e) => e.tag.endsWith('child-room-periods-and-withdrawal'))!;
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'before-061-'));
    fs.mkdirSync(path.join(before, 'meta'));
    journal.entries = journal.entries.filter((e) => e.tag < tag.tag);
    fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
    for (const e of journal.entries)
      fs.copyFileSync(
        path.join(migrationsFolder, `${e.tag}.sql`),
        path.join(before, `${e.tag}.sql`),
      );

    const old = await open();
    await migrate(old.db, { migrationsFolder: before });
    await old.db.execute(
      sql`insert into centre_settings (id, name, time_zone)
      values (1, 'Sunny Days', 'America/New_York')`,
    );
    await old.db
      .execute(sql`insert into rooms (name, short_name, filter_key, children_per_staff, sort_order)
      values ('Infant Room', 'Infants', 'infants', 4, 1)`);
    // Saved at 23:30 in New York (the 4th there); removed at 01:00 on the 10th in New York.
    await old.db.execute(sql`insert into children (first_name, last_name, date_of_birth, room_id,
        emergency_contact, parent_name, parent_phone, parent_email, enrolment_completed_at,
        is_active, removed_at, created_at) values
      ('Ava', 'Here', '2025-01-01', 1, 'TBD', 'TBD', 'TBD', 'TBD', '2026-01-05T04:30:00Z', true, null, '2026-01-05T04:30:00Z'),
      ('Ben', 'Gone', '2025-01-01', 1, 'TBD', 'TBD', 'TBD', 'TBD', '2026-01-05T04:30:00Z', false, '2026-02-10T06:00:00Z', '2026-01-05T04:30:00Z'),
      ('Cid', 'Draft', '2025-01-01', 1, 'TBD', 'TBD', 'TBD', 'TBD', null, false, '2026-02-10T06:00:00Z', '2026-01-05T04:30:00Z')`);

    await migrate(old.db, { migrationsFolder });
    expect(
      await queryRows(
        old.asDb,
        sql`select child_id, room_id, from_date::text from child_room_periods order by child_id`,
      ),
    ).toEqual([
      { child_id: 1, room_id: 1, from_date: '2026-01-04' },
      { child_id: 2, room_id: 1, from_date: '2026-01-04' },
      { child_id: 3, room_id: 1, from_date: '2026-01-04' },
    ]);
    expect(
      await queryRows(
        old.asDb,
        sql`select child_id, last_day::text, reason, returned_on from child_withdrawals`,
      ),
    ).toEqual([{ child_id: 2, last_day: '2026-02-09', reason: '', returned_on: null }]);
    await old.client.close();
    fs.rmSync(before, { recursive: true });
  }, 60_000);
});
