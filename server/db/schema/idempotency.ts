import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people.ts';

/**
 * A money write's `Idempotency-Key` and its first answer (decision 045): one row per person
 * and key, claimed and answered in the write's own transaction, so a repeat of the same
 * request answers what the first did and the write happens once.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The request's method, route, parameters and body, hashed: a different one is a 409. */
    fingerprint: text('fingerprint').notNull(),
    /** The first answer, written before its transaction commits. */
    statusCode: integer('status_code'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
