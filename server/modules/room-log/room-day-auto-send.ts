import type { FastifyInstance } from 'fastify';
import { composeReport } from '../../../contract/room-day-draft.ts';
import { may } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { translate } from '../../lib/i18n.ts';
import { formatClockTime } from '../../lib/reader-format.ts';
import { languageOfUser } from '../../lib/user-language.ts';
import { approverRows } from '../handover/pickup-queries.ts';
import { writeDayReport } from './room-log-actions.ts';
import {
  childrenAwaitingReport,
  entriesOf,
  findAutoSend,
  findRoomLogSettings,
} from './room-log-queries.ts';

/*
 * The automatic Review and send (issue 42, decision 068): once the centre's clock passes the
 * time the director chose, each child with entries today and no report yet gets the draft the
 * button would have shown, unedited, as its daily report: written on the server by the same
 * rule (contract/room-day-draft.ts), once per child per day with the button's claim.
 */

export const roomDayAutoSendJobKind = 'roomLog.auto-send';

/**
 * Who the automatic report is sent as (the review's and the report's author, and whose
 * language its texts are in): the director who saved the time, while they may still review;
 * otherwise the first director who may change the settings. Null when there is none.
 */
async function sender(db: DbOrTx, savedBy: number | null): Promise<number | null> {
  const staff = await approverRows(db);
  const saver = staff.find((u) => u.userId === savedBy && may(u, 'roomDay.review'));
  return (saver ?? staff.find((u) => may(u, 'roomLogSettings.manage')))?.userId ?? null;
}

/** Sends each child's day not sent yet, once the set time has passed. The reports written. */
export async function sendRoomDaysAutomatically(app: FastifyInstance): Promise<number> {
  const autoSend = await findAutoSend(app.db);
  if (!autoSend.at) return 0;
  const now = await centreNow(app.db, app.clock);
  if (now.time < autoSend.at) return 0;
  const waiting = await childrenAwaitingReport(app.db, now.today);
  if (waiting.length === 0) return 0;
  const userId = await sender(app.db, autoSend.byUserId);
  if (userId === null) return 0;
  const language = await languageOfUser(app.db, userId);
  const { infantSheetMonths } = await findRoomLogSettings(app.db);
  // Times of day on the centre's clock, written as the sender's language writes them.
  const reader = { language, dateFormat: 'MM/DD/YYYY' as const, timeZone: now.timeZone };
  const numbers = new Intl.NumberFormat(language);
  let sent = 0;
  for (const child of waiting) {
    const reportId = await app.db.transaction((tx) =>
      writeDayReport(
        app,
        tx,
        { userId },
        { childId: child.id, date: now.today, at: now.at },
        // Read after the claim: the day as it stands when its report is written.
        async (claimed) =>
          composeReport(await entriesOf(claimed, [child.id], now.today), {
            infant: child.ageMonths < infantSheetMonths,
            t: (id, values) => translate(language, id, values),
            time: (iso) => formatClockTime(reader, new Date(iso)),
            number: (value) => numbers.format(value),
          }),
      ),
    );
    if (reportId !== null) sent++;
  }
  return sent;
}

export function handleRoomDayAutoSendJobs(app: FastifyInstance): void {
  app.jobs.handle(roomDayAutoSendJobKind, async () => {
    await sendRoomDaysAutomatically(app);
  });
  // Every five minutes: the time is the director's and changes without a restart; before it
  // the job does nothing, and each child's day is claimed once.
  app.jobs.recur({
    kind: roomDayAutoSendJobKind,
    label: 'Room day: automatic review and send',
    everyMinutes: 5,
  });
}
