import type { DailyReportResponse } from '../../../contract/daily-reports.ts';
import type { IncidentResponse } from '../../../contract/incidents.ts';

export type ReportKind = 'daily' | 'incident';

/** Spec: downloads are named {kind}-report-{id}-{date}.txt. */
export const reportFileName = (kind: ReportKind, id: number, date: string) =>
  `${kind}-report-${id}-${date}.txt`;

const lines = (title: string, fields: [label: string, value: string | null | undefined][]) =>
  [
    title,
    '='.repeat(title.length),
    '',
    ...fields.map(
      ([label, value]) =>
        `${label}: ${value === null || value === undefined || value === '' ? '-' : value}`,
    ),
    '',
  ].join('\n');

/** Every field of a daily report, labelled, as plain text. */
export function dailyReportText(report: DailyReportResponse): string {
  return lines('Daily Report', [
    ['Report ID', String(report.id)],
    ['Child', report.childName],
    ['Date', report.date],
    ['Meals', report.meals],
    ['Naps', report.naps],
    ['Activities', report.activities],
    ['Mood', report.mood],
    ['Notes', report.notes],
    ['Staff', report.staffName],
    ['Recorded at', report.createdAt],
  ]);
}

/** Every field of an incident report, labelled, as plain text. */
export function incidentReportText(incident: IncidentResponse): string {
  return lines('Incident Report', [
    ['Report ID', String(incident.id)],
    ['Child', incident.childName],
    ['Date', incident.date],
    ['Time', incident.time],
    ['Description', incident.description],
    ['Action taken', incident.actionTaken],
    ['Staff', incident.staffName],
    ['Parent notified', incident.parentNotified ? 'Yes' : 'No'],
    ['Acknowledged by', incident.acknowledgedBy],
    ['Acknowledged at', incident.acknowledgedAt],
    ['Recorded at', incident.createdAt],
  ]);
}
