import { eq } from 'drizzle-orm';
import { type DbOrTx, writeEpochOf } from '../db/client.ts';
import { centreSettings } from '../db/schema/index.ts';
import { type Clock, localDate, localTime } from './clock.ts';

const remembered = new WeakMap<DbOrTx, { epoch: number; timeZone: string }>();

/**
 * The centre's IANA time zone (settings row 1), e.g. 'America/New_York'. Most requests ask
 * for it, some several times; on the embedded database it is read again only after a write.
 */
export async function centreTimeZone(db: DbOrTx): Promise<string> {
  const writeEpoch = writeEpochOf(db);
  const epoch = writeEpoch?.();
  const known = remembered.get(db);
  if (known && known.epoch === epoch) return known.timeZone;
  const [row] = await db
    .select({ timeZone: centreSettings.timeZone })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  const timeZone = row?.timeZone ?? 'UTC';
  // Kept only if nothing was written while it was read.
  if (epoch !== undefined && writeEpoch?.() === epoch) remembered.set(db, { epoch, timeZone });
  return timeZone;
}

/**
 * "Today" and "now" as the centre sees them: its local date and HH:MM, never the server's
 * UTC date (a check-in at 8 pm in New York is still today there).
 */
export async function centreNow(db: DbOrTx, clock: Clock) {
  const timeZone = await centreTimeZone(db);
  const at = clock.now();
  return { at, timeZone, today: localDate(at, timeZone), time: localTime(at, timeZone) };
}
