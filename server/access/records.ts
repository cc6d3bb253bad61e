import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { scopes } from '../../contract/permissions.ts';
import {
  billingPayers,
  cameras,
  children,
  galleryPhotos,
  messageThreads,
  passkeys,
  sessions,
  taxDocuments,
  users,
} from '../db/schema/index.ts';

export type RecordKind = (typeof scopes)[keyof typeof scopes];

/**
 * Each kind of record a scope is about: its table, its id, and what a person is told when
 * one is missing or not theirs (the same answer: ids reveal nothing).
 */
export const records: Record<RecordKind, { table: PgTable; id: AnyPgColumn; missing: string }> = {
  child: { table: children, id: children.id, missing: 'errors.childNotFound' },
  thread: { table: messageThreads, id: messageThreads.id, missing: 'errors.threadNotFound' },
  payer: { table: billingPayers, id: billingPayers.id, missing: 'errors.payerNotFound' },
  taxDocument: { table: taxDocuments, id: taxDocuments.id, missing: 'errors.taxDocumentNotFound' },
  camera: { table: cameras, id: cameras.id, missing: 'errors.cameraNotFound' },
  photo: { table: galleryPhotos, id: galleryPhotos.id, missing: 'errors.photoNotFound' },
  user: { table: users, id: users.id, missing: 'errors.notFound' },
  session: { table: sessions, id: sessions.id, missing: 'errors.sessionNotFound' },
  passkey: { table: passkeys, id: passkeys.id, missing: 'errors.passkeyNotFound' },
};
