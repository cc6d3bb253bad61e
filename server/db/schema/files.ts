import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './people.ts';

/**
 * Every file kept in the file store: its key there, its type (from its bytes), size and
 * purpose. Rows that name a file (a profile photo, a gallery photo, a tax document) point
 * here; the object itself is deleted by a job after the row that used it is gone.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    purpose: text('purpose').notNull(),
    // The name on the uploader's device, for a download's file name.
    originalName: text('original_name').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('stored_files_key_unique').on(t.key)],
);
