import { stringify } from 'csv-stringify/sync';
import type { DailyReportResponse } from '../../../contract/daily-reports.ts';
import type { IncidentResponse } from '../../../contract/incidents.ts';
import {
  type ReportDownloadFormat,
  type ReportKind,
  reportFileName,
} from '../../../contract/report-downloads.ts';
import { type CentreHeader, renderPdf } from '../../lib/files/pdf.ts';
import { type Reader, type ReaderFormat, readerFormat } from '../../lib/reader-format.ts';
import { safeCell } from '../reports/report-csv.ts';

type Field = [label: string, value: string | null | undefined];

const moodLabels: Record<string, string> = {
  happy: 'parentReports.mood.happy',
  content: 'parentReports.mood.content',
  fussy: 'parentReports.mood.fussy',
  tired: 'parentReports.mood.tired',
  excited: 'parentReports.mood.excited',
  cranky: 'parentReports.mood.cranky',
};

const when = (f: ReaderFormat, iso: string | null) => (iso ? f.instant(new Date(iso)) : null);

/** Every field of a daily report, labelled in the reader's language, dates in their format. */
function dailyFields(report: DailyReportResponse, f: ReaderFormat): Field[] {
  const mood = Object.hasOwn(moodLabels, report.mood) ? f.t(moodLabels[report.mood]!) : report.mood;
  return [
    [f.t('parentReports.text.reportId'), String(report.id)],
    [f.t('parentReports.text.child'), report.childName],
    [f.t('parentReports.text.date'), f.day(report.date)],
    [f.t('parentReports.text.meals'), report.meals],
    [f.t('parentReports.text.naps'), report.naps],
    [f.t('parentReports.text.activities'), report.activities],
    [f.t('parentReports.text.mood'), mood],
    [f.t('parentReports.text.notes'), report.notes],
    [f.t('parentReports.text.staff'), report.staffName],
    [f.t('parentReports.text.recordedAt'), when(f, report.createdAt)],
  ];
}

/** Every field of an incident report. */
function incidentFields(incident: IncidentResponse, f: ReaderFormat): Field[] {
  return [
    [f.t('parentReports.text.reportId'), String(incident.id)],
    [f.t('parentReports.text.child'), incident.childName],
    [f.t('parentReports.text.date'), f.day(incident.date)],
    [f.t('parentReports.text.time'), f.clock(incident.time)],
    [f.t('parentReports.text.description'), incident.description],
    [f.t('parentReports.text.actionTaken'), incident.actionTaken],
    [f.t('parentReports.text.staff'), incident.staffName],
    [
      f.t('parentReports.text.parentNotified'),
      f.t(incident.parentNotified ? 'parentReports.text.yes' : 'parentReports.text.no'),
    ],
    [f.t('parentReports.text.acknowledgedBy'), incident.acknowledgedBy],
    [f.t('parentReports.text.acknowledgedAt'), when(f, incident.acknowledgedAt)],
    [f.t('parentReports.text.recordedAt'), when(f, incident.createdAt)],
  ];
}

const shown = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : value;

export type ReportFile = { fileName: string; contentType: string; body: Buffer };

/**
 * A report as the file a parent keeps: plain text (the spec's download), a CSV (a header row
 * of the fields' names and one row of values, for a spreadsheet), or a PDF laid out like the
 * centre's other documents (its letterhead, the title, each field labelled, page numbers).
 */
export async function reportFile(
  report:
    { kind: 'daily'; record: DailyReportResponse } | { kind: 'incident'; record: IncidentResponse },
  format: ReportDownloadFormat,
  reader: Reader,
  centre: CentreHeader,
): Promise<ReportFile> {
  const f = readerFormat(reader);
  const fields =
    report.kind === 'daily' ? dailyFields(report.record, f) : incidentFields(report.record, f);
  const title = f.t(
    report.kind === 'daily'
      ? 'parentReports.text.dailyReport'
      : 'parentReports.text.incidentReport',
  );
  const kind: ReportKind = report.kind;
  const fileName = reportFileName(kind, report.record.id, report.record.date, format);
  if (format === 'csv') {
    const options = { record_delimiter: 'windows', cast: { string: safeCell } } as const;
    const csv = stringify(
      [fields.map(([label]) => label), fields.map(([, value]) => value ?? '')],
      options,
    );
    // A byte-order mark, so a spreadsheet reads the accents of 'Niño' or 'Zoë' as UTF-8.
    return {
      fileName,
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from(`\ufeff${csv}`, 'utf8'),
    };
  }
  if (format === 'pdf') {
    const body = await renderPdf({
      centre,
      language: reader.language,
      title,
      body: (pdf) => {
        const left = pdf.page.margins.left;
        const width = pdf.page.width - left - pdf.page.margins.right;
        for (const [label, value] of fields) {
          if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 40) pdf.addPage();
          const top = pdf.y;
          pdf.font('Helvetica-Bold').fontSize(10).fillColor('#334155');
          pdf.text(label, left, top, { width: 130 });
          const labelBottom = pdf.y;
          pdf.font('Helvetica').fontSize(10).fillColor('#0f172a');
          pdf.text(shown(value), left + 140, top, { width: width - 140 });
          pdf.y = Math.max(labelBottom, pdf.y) + 6;
        }
        pdf.x = left;
      },
    });
    return { fileName, contentType: 'application/pdf', body };
  }
  const text = [
    title,
    '='.repeat(title.length),
    '',
    ...fields.map(([label, value]) =>
      f.t('parentReports.text.field', { label, value: shown(value) }),
    ),
    '',
  ].join('\n');
  return { fileName, contentType: 'text/plain; charset=utf-8', body: Buffer.from(text, 'utf8') };
}
