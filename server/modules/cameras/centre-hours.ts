import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centreSettings } from '../../db/schema/index.ts';
import { centreNow } from '../../lib/centre-time.ts';
import type { Clock } from '../../lib/clock.ts';

/** The centre's date, its local time and opening hours: what the viewing rule needs. */
export async function centreDay(db: DbOrTx, clock: Clock) {
  const [{ at, today, time, timeZone }, [hours]] = await Promise.all([
    centreNow(db, clock),
    db
      .select({ opening: centreSettings.openingTime, closing: centreSettings.closingTime })
      .from(centreSettings)
      .where(eq(centreSettings.id, 1)),
  ]);
  return {
    at,
    today,
    timeZone,
    hours: { time, opening: hours?.opening ?? '07:00', closing: hours?.closing ?? '18:00' },
  };
}
