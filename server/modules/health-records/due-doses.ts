import { doseWindowMinutes, type DueDose } from '../../../contract/health-records.ts';
import type { DbOrTx } from '../../db/client.ts';
import { minutesOf, slotOf } from './dose-rules.ts';
import { effectiveDoses, scheduledToday } from './medication-queries.ts';

/**
 * Today's set-time doses not logged yet, by time (decision 066): one line per time of each
 * accepted, current authorisation; 'missed' once the window after its time has closed.
 */
export async function dueDoses(
  db: DbOrTx,
  now: { today: string; time: string },
  roomId?: number,
): Promise<DueDose[]> {
  const due: DueDose[] = [];
  for (const { medication: m, childName, room } of await scheduledToday(db, now.today, roomId)) {
    const given = await effectiveDoses(db, m.id, now.today);
    const logged = new Set(given.map((dose) => slotOf(m.times, dose.time)));
    for (const time of m.times) {
      if (logged.has(time)) continue;
      due.push({
        childId: m.childId,
        childName,
        room,
        medicationId: m.id,
        medicationName: m.name,
        doseAmount: m.doseAmount,
        doseUnit: m.doseUnit as DueDose['doseUnit'],
        time,
        state: minutesOf(now.time) > minutesOf(time) + doseWindowMinutes ? 'missed' : 'due',
      });
    }
  }
  return due.sort((a, b) => a.time.localeCompare(b.time) || a.childName.localeCompare(b.childName));
}
