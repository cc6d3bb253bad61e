import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { parentAccounts, staff, users } from './people.ts';

export const parentInvitations = pgTable(
  'parent_invitations',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id').references(() => children.id),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    // Random, single use, at least 128 bits; kept so staff can copy a pending link again.
    invitationCode: text('invitation_code').notNull(),
    invitedByStaffId: integer('invited_by_staff_id').references(() => staff.id),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id),
    status: text('status', { enum: ['pending', 'accepted', 'expired', 'revoked'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByParentId: integer('accepted_by_parent_id').references(() => parentAccounts.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // A re-send revokes this invitation's predecessor and names it here. Unique: one
    // invitation is re-sent at most once, so a chain never holds two live codes.
    replacesInvitationId: integer('replaces_invitation_id').references(
      (): AnyPgColumn => parentInvitations.id,
    ),
    // The language its e-mail is written in (and a re-send's), chosen by who invites.
    language: text('language', { enum: ['en', 'es', 'fr', 'de'] })
      .notNull()
      .default('en'),
  },
  (t) => [
    uniqueIndex('parent_invitations_code_unique').on(t.invitationCode),
    uniqueIndex('parent_invitations_replaces_unique').on(t.replacesInvitationId),
    index('parent_invitations_child_idx').on(t.childId),
    // The invitations list's order, newest first.
    index('parent_invitations_list_idx').on(t.createdAt, t.id),
  ],
);
