import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { rooms } from './centre.ts';
import { children } from './children.ts';
import { parentAccounts, users } from './people.ts';

export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fileName: text('file_name').notNull(),
    // The spec's generated path (/uploads/gallery/<timestamp>-<random>.webp): the display copy.
    filePath: text('file_path').notNull(),
    // Server-generated keys in the file store: the display copy and its thumbnail. No
    // original is kept: both copies are upright and hold no metadata (decision 024). A
    // deleted photo's row goes, and its files with it (files.delete jobs).
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gallery_order_idx').on(t.createdAt, t.id),
    uniqueIndex('gallery_file_path_unique').on(t.filePath),
  ],
);

/** The children who appear in a photo (named by staff; each needs a photo release). */
export const galleryPhotoChildren = pgTable(
  'gallery_photo_children',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => galleryPhotos.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.childId] }),
    index('gallery_photo_children_child_idx').on(t.childId),
  ],
);

export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    documentType: text('document_type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    taxYear: integer('tax_year').notNull(),
    // The spec's generated path (/uploads/tax-documents/<timestamp>-<random>.<ext>).
    filePath: text('file_path').notNull(),
    // Null when the document is global (for all parents).
    parentId: integer('parent_id').references(() => parentAccounts.id),
    isGlobal: boolean('is_global').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tax_documents_parent_idx').on(t.parentId),
    index('tax_documents_order_idx').on(t.createdAt, t.id),
    uniqueIndex('tax_documents_file_path_unique').on(t.filePath),
    check(
      'tax_documents_global_has_no_parent',
      sql`not (${t.isGlobal} and ${t.parentId} is not null)`,
    ),
  ],
);

export const cameras = pgTable('cameras', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  // The room it watches: parents of that room's children see it. Null: staff only.
  roomId: integer('room_id').references(() => rooms.id),
  ipAddress: text('ip_address').notNull(),
  // Null means the protocol's default port.
  port: integer('port'),
  // Write-only, and encrypted with SECRET_KEY (lib/secrets.ts): no response returns them.
  username: text('username'),
  password: text('password'),
  streamUrl: text('stream_url'),
  // Demo mode only: the app draws the picture (room name and clock); ignored otherwise.
  testPattern: boolean('test_pattern').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  // What the health check found last (every minute), and when it looked.
  online: boolean('online').notNull().default(false),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  lastOnline: timestamp('last_online', { withTimezone: true }),
  // The picture's real size, read from the last frame the health check saw (null: none yet).
  frameWidth: integer('frame_width'),
  frameHeight: integer('frame_height'),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One person watching one camera for up to 1800 s; the directors' viewing log. A session is
 * live while `ended_at` is null and `expires_at` is ahead; one live session per person and
 * camera (the unique index decides parallel starts).
 */
export const cameraViewingSessions = pgTable(
  'camera_viewing_sessions',
  {
    id: serial('id').primaryKey(),
    cameraId: integer('camera_id')
      .notNull()
      .references(() => cameras.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // stopped (Stop Viewing), expired, cameraOff (removed or switched off), revoked (the
    // viewer may no longer watch: their child checked out, closing time, another room).
    endReason: text('end_reason', { enum: ['stopped', 'expired', 'cameraOff', 'revoked'] }),
  },
  (t) => [
    index('camera_sessions_user_idx').on(t.userId),
    index('camera_sessions_log_idx').on(t.startedAt, t.id),
    index('camera_sessions_camera_log_idx').on(t.cameraId, t.startedAt, t.id),
    uniqueIndex('camera_sessions_live_unique')
      .on(t.cameraId, t.userId)
      .where(sql`${t.endedAt} is null`),
  ],
);
