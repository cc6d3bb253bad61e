import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { pickupPeople } from './handover.ts';
import { users } from './people.ts';

// The door kiosk (issue 40, decision 070): a tablet a director paired, the guardians' PINs,
// a guardian's short visit at the kiosk, and the rotating codes already used.

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A tablet paired as the door kiosk. Its cookie is a device session of its own: the token's
 * SHA-256 is kept, never the token. Revoked: refused from the next request.
 */
export const kioskDevices = pgTable('kiosk_devices', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  pairedByUserId: integer('paired_by_user_id')
    .notNull()
    .references(() => users.id),
  pairedAt: at('paired_at').notNull(),
  lastSeenAt: at('last_seen_at').notNull(),
  userAgent: text('user_agent'),
  revokedAt: at('revoked_at'),
  revokedByUserId: integer('revoked_by_user_id').references(() => users.id),
});

/** A guardian's personal kiosk PIN, hashed like a password (argon2id). */
export const guardianPins = pgTable('guardian_pins', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A guardian identified at a kiosk (by PIN or code): the short visit in which they choose
 * their children and sign. The kiosk holds the token; its SHA-256 is kept here.
 */
export const kioskVisits = pgTable(
  'kiosk_visits',
  {
    tokenHash: text('token_hash').primaryKey(),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kioskDevices.id),
    // Who is signing: a guardian, or a person on a pick-up list with a PIN a guardian gave
    // them (decision 072; one entry of their list, the others found by its PIN at signing).
    guardianUserId: integer('guardian_user_id').references(() => users.id),
    pickupPersonId: integer('pickup_person_id').references(() => pickupPeople.id),
    // 'pin' or 'code': how the guardian identified.
    method: text('method').notNull(),
    startedAt: at('started_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [index('kiosk_visits_expires_idx').on(t.expiresAt)],
);

/** Rotating codes already used: each (guardian, 30-second step) once; the key decides races. */
export const kioskCodeUses = pgTable(
  'kiosk_code_uses',
  {
    guardianUserId: integer('guardian_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kioskDevices.id),
    usedAt: at('used_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.guardianUserId, t.step] }),
    index('kiosk_code_uses_at_idx').on(t.usedAt),
  ],
);
