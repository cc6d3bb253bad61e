import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { centreSettings } from '../db/schema/index.ts';
import { type Clock, localDate, localTime } from './clock.ts';

/** The centre's IANA time zone (settings row 1), e.g. 'America/New_York'. */
export async function centreTimeZone(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ timeZone: centreSettings.timeZone })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  return row?.timeZone ?? 'UTC';
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
