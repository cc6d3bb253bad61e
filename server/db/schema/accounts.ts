import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff, users } from './people.ts';

/**
 * Links that let a person choose a new password (decision 059): asked for on a sign-in page
 * or sent by a director. The link's token is random (256 bits) and only its SHA-256 is kept,
 * so a leaked table opens no account. Single use (`usedAt`), valid for an hour.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    // The director who sent it; null when the person asked for it themselves.
    sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Set when the link was used, or made void by a newer password.
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/**
 * A staff member invited to sign in (decision 059): the link lets them choose a password and
 * creates their account with the permission role the director chose. Like a password link,
 * only the token's SHA-256 is kept. Valid 7 days; re-sending renews it in place (new token,
 * new expiry: the old link dies); revoking ends it.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    // Where the link went: the staff record's e-mail when invited (their sign-in e-mail).
    email: text('email').notNull(),
    role: text('role', { enum: ['director', 'staff'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    // The e-mail's language, chosen by the director who invites.
    language: text('language', { enum: ['en', 'es', 'fr', 'de'] })
      .notNull()
      .default('en'),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_unique').on(t.tokenHash),
    // One open invitation per staff member: re-sending renews it rather than adding one.
    uniqueIndex('staff_invitations_open_unique')
      .on(t.staffId)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/**
 * A person's authenticator app (decision 069): the TOTP secret, sealed with the server's
 * key (lib/secrets.ts) and never sent again once set up. A row with `enabledAt` null is a
 * set-up begun and not yet confirmed by a first code. `lastUsedStep` is the time step of the
 * last code accepted: a code is accepted only for a later step, so none can be used twice.
 */
export const twoStepLogins = pgTable('two_step_logins', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The ten recovery codes given when an authenticator app is turned on, each usable once
 * instead of a code. Only their SHA-256 is kept; turning the app on again replaces them.
 */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_step_recovery_codes_unique').on(t.userId, t.codeHash)],
);

/**
 * A person's passkeys (decision 071): WebAuthn credentials, each a public key the person's
 * device holds the private half of. The credential id (base64url) is unique across the
 * centre: a second registration of the same credential loses its race with a 409. The
 * counter is the authenticator's signature counter; one that goes backwards is refused.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    // The COSE public key, base64url.
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    // How the browser reaches the authenticator (internal, usb, hybrid …), as it said.
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_unique').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * WebAuthn challenges handed out and not yet answered (decision 071): each is taken once
 * (deleted as it is checked) and only within five minutes; a registration's names its
 * person, a second step's the person at it, a sign-in without a password's nobody.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'signIn', 'secondStep'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
