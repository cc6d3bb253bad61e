import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { rooms } from './centre.ts';
import { parentAccounts, users } from './people.ts';

export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fileName: text('file_name').notNull(),
    // Server-generated keys in the file store; never a public path.
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    displayKey: text('display_key'),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    isVisible: boolean('is_visible').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gallery_created_idx').on(t.createdAt)],
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
    // Null when the document is global (for all parents).
    parentId: integer('parent_id').references(() => parentAccounts.id),
    isGlobal: boolean('is_global').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_documents_parent_idx').on(t.parentId)],
);

export const cameras = pgTable('cameras', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  roomId: integer('room_id').references(() => rooms.id),
  ipAddress: text('ip_address').notNull(),
  // Null means the protocol's default port.
  port: integer('port'),
  // Write-only: no response ever returns these.
  username: text('username'),
  password: text('password'),
  streamUrl: text('stream_url'),
  isActive: boolean('is_active').notNull().default(true),
  lastOnline: timestamp('last_online', { withTimezone: true }),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  },
  (t) => [index('camera_sessions_user_idx').on(t.userId)],
);
