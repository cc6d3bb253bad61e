import type { DailyReportResponse } from '../../../contract/daily-reports.ts';
import type { IncidentResponse } from '../../../contract/incidents.ts';
import { msg, t } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format.ts';
import { moodLabel } from '../../lib/mood-labels.ts';

export type ReportKind = 'daily' | 'incident';

/** Spec: downloads are named {kind}-report-{id}-{date}.txt (in every language). */
export const reportFileName = (kind: ReportKind, id: number, date: string) =>
  `${kind}-report-${id}-${date}.txt`;

/** The report's own timestamps in the reader's date format and time zone. */
const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : iso);

// Labels are message ids, translated when the file is written: in the reader's language.
const lines = (title: string, fields: [label: string, value: string | null | undefined][]) => {
  const heading = t(title);
  return [
    heading,
    '='.repeat(heading.length),
    '',
    ...fields.map(([label, value]) =>
      t('parentReports.text.field', {
        label: t(label),
        value: value === null || value === undefined || value === '' ? '-' : value,
      }),
    ),
    '',
  ].join('\n');
};

/**
 * Every field of a daily report, labelled, as plain text. The report's date stays as the
 * file name writes it (YYYY-MM-DD), so the file and its name say the same day.
 */
export function dailyReportText(report: DailyReportResponse): string {
  return lines(msg('parentReports.text.dailyReport'), [
    [msg('parentReports.text.reportId'), String(report.id)],
    [msg('parentReports.text.child'), report.childName],
    [msg('parentReports.text.date'), report.date],
    [msg('parentReports.text.meals'), report.meals],
    [msg('parentReports.text.naps'), report.naps],
    [msg('parentReports.text.activities'), report.activities],
    [msg('parentReports.text.mood'), report.mood && moodLabel(report.mood)],
    [msg('parentReports.text.notes'), report.notes],
    [msg('parentReports.text.staff'), report.staffName],
    [msg('parentReports.text.recordedAt'), when(report.createdAt)],
  ]);
}

/** Every field of an incident report, labelled, as plain text. */
export function incidentReportText(incident: IncidentResponse): string {
  return lines(msg('parentReports.text.incidentReport'), [
    [msg('parentReports.text.reportId'), String(incident.id)],
    [msg('parentReports.text.child'), incident.childName],
    [msg('parentReports.text.date'), incident.date],
    [msg('parentReports.text.time'), incident.time],
    [msg('parentReports.text.description'), incident.description],
    [msg('parentReports.text.actionTaken'), incident.actionTaken],
    [msg('parentReports.text.staff'), incident.staffName],
    [
      msg('parentReports.text.parentNotified'),
      t(incident.parentNotified ? 'parentReports.text.yes' : 'parentReports.text.no'),
    ],
    [msg('parentReports.text.acknowledgedBy'), incident.acknowledgedBy],
    [msg('parentReports.text.acknowledgedAt'), when(incident.acknowledgedAt)],
    [msg('parentReports.text.recordedAt'), when(incident.createdAt)],
  ]);
}
