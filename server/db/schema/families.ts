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
    // A further guardian's own relationship to the child (decision 062); null: the one the
    // enrolment recorded.
    relationship: text('relationship'),
  },
  (t) => [
    uniqueIndex('parent_invitations_code_unique').on(t.invitationCode),
    uniqueIndex('parent_invitations_replaces_unique').on(t.replacesInvitationId),
    index('parent_invitations_child_idx').on(t.childId),
    // The invitations list's order, newest first.
    index('parent_invitations_list_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A guardian's access to a child taken away by a director (custody, decision 062). The link
 * itself is deleted from `guardians`, so everything that derives a parent's reach from it
 * stops at once; this row keeps who it was, since when, who removed it and what the director
 * chose for the billing account's payer.
 */
export const guardianRemovals = pgTable(
  'guardian_removals',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
    parentAccountId: integer('parent_account_id')
      .notNull()
      .references(() => parentAccounts.id),
    relationship: text('relationship').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
    removedByUserId: integer('removed_by_user_id').references(() => users.id),
    // What the director chose for the guardian's payer of the child's billing account: null
    // when they paid nothing there.
    payer: text('payer', { enum: ['kept', 'removed'] }),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('guardian_removals_child_idx').on(t.childId, t.removedAt)],
);
