import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { dailyReports } from '../../db/schema/index.ts';
import { mailRecipient, queueNotice } from '../messages/message-mail.ts';
import { guardianUserIds } from '../messages/messages-queries.ts';

/**
 * A saved daily report is e-mailed to each guardian whose settings ask for it
 * (`dailyReportEmail`, under `emailNotifications`), in their language: that it is ready and
 * where to read it, never the report itself.
 */
export async function queueDailyReportMails(
  app: FastifyInstance,
  tx: DbOrTx,
  reportId: number,
  at: Date,
): Promise<void> {
  const [report] = await tx
    .select({ childId: dailyReports.childId, date: dailyReports.date })
    .from(dailyReports)
    .where(eq(dailyReports.id, reportId));
  if (!report) return;
  const guardians = await guardianUserIds(tx, report.childId);
  if (guardians.length === 0) return;
  for (const userId of guardians) {
    const to = await mailRecipient(tx, userId);
    if (!to || to.side !== 'parent') continue;
    if (!to.parent.emailNotifications || !to.parent.dailyReportEmail) continue;
    await queueNotice(
      app,
      tx,
      to,
      {
        subject: ['mail.dailyReport.subject'],
        paragraphs: [['mail.dailyReport.body']],
        action: {
          label: ['mail.dailyReport.action'],
          url: `${app.config.publicUrl}/parent-dashboard?child=${report.childId}`,
        },
        footer: ['mail.dailyReport.footer'],
      },
      at,
    );
  }
}
