import { and, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { dailyReports, incidents } from '../../db/schema/index.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { addDays } from '../../lib/clock.ts';
import { accessible, type Viewer } from '../../access/access.ts';
import { countPhotosSince } from '../gallery/gallery-queries.ts';
import { mailRecipient, queueNotice } from './message-mail.ts';
import { activeUserIds, countUnread } from './messages-queries.ts';

export const weeklyDigestJobKind = 'parent.weekly-digest';

/** What a parent's week held: their children's records of the last 7 days, and what waits. */
async function weekOf(db: DbOrTx, userId: number, from: string, to: string, since: Date) {
  // The digest goes to parents: what their own portal would show them.
  const parent: Viewer = { role: 'parent', userId };
  const inWeek = (column: AnyPgColumn) => sql`${column} > ${from} and ${column} <= ${to}`;
  const [reports] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dailyReports)
    .where(
      and(accessible(parent, 'dailyReport.read', dailyReports.childId), inWeek(dailyReports.date)),
    );
  const [incidentCount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(incidents)
    .where(and(accessible(parent, 'incident.read', incidents.childId), inWeek(incidents.date)));
  return {
    reports: reports!.n,
    incidents: incidentCount!.n,
    photos: await countPhotosSince(db, parent, since),
    unread: await countUnread(db, userId),
  };
}

/**
 * Every Friday at 17:00 on the centre's clock, each parent whose settings ask for it
 * (`weeklyDigest`, under `emailNotifications`) gets one e-mail counting the week's daily
 * reports and incidents about their children, new photos and their unread messages. Counts
 * only: the records themselves stay behind the sign-in.
 */
export function handleWeeklyDigest(app: FastifyInstance): void {
  app.jobs.handle(weeklyDigestJobKind, async () => {
    await app.db.transaction(async (tx) => {
      const now = await centreNow(tx, app.clock);
      const from = addDays(now.today, -7);
      const since = new Date(now.at.getTime() - 7 * 24 * 3_600_000);
      for (const id of await activeUserIds(tx, 'parent')) {
        const to = await mailRecipient(tx, id);
        if (!to || to.side !== 'parent') continue;
        if (!to.parent.emailNotifications || !to.parent.weeklyDigest) continue;
        const week = await weekOf(tx, id, from, now.today, since);
        await queueNotice(
          app,
          tx,
          to,
          {
            subject: ['mail.digest.subject'],
            paragraphs: [
              ['mail.digest.intro'],
              ['mail.digest.reports', { count: week.reports }],
              ['mail.digest.incidents', { count: week.incidents }],
              ['mail.digest.photos', { count: week.photos }],
              ['mail.digest.unread', { count: week.unread }],
            ],
            action: {
              label: ['mail.digest.action'],
              url: `${app.config.publicUrl}/parent-dashboard`,
            },
            footer: ['mail.digest.footer'],
          },
          now.at,
        );
      }
    });
  });
  app.jobs.recur({
    kind: weeklyDigestJobKind,
    label: 'Weekly digest for parents',
    at: '17:00',
    weekday: 5,
  });
}
