import {
  type ReportDownloadFormat,
  type ReportKind,
  reportFileName,
} from '../../../contract/report-downloads.ts';
import { useT } from '../../i18n/use-t.ts';
import { routeUrl } from '../../lib/api.ts';
import { useFileDownload } from '../../lib/download-file.ts';
import { useSettings } from '../../lib/settings.ts';

/** A report's file, in `format` (none: the address every format of it starts with). */
const fileUrl = (kind: ReportKind, id: number, format?: ReportDownloadFormat) =>
  kind === 'daily'
    ? routeUrl('GET /api/daily-reports/:id/download', { params: { id }, query: { format } })
    : routeUrl('GET /api/incidents/:id/download', { params: { id }, query: { format } });

/**
 * A report's download in the format the parent chose in their settings (TXT, PDF or CSV;
 * TXT until the settings are read): the server writes the file, the PDF on the centre's
 * letterhead. Then the spec's 'Download complete' toast, or the failure in words.
 */
export function useReportDownload() {
  const t = useT();
  const settings = useSettings();
  const { running, download } = useFileDownload();
  const saved = settings.data;
  const format: ReportDownloadFormat =
    saved && 'downloadFormat' in saved ? saved.downloadFormat : 'txt';
  return {
    /** Whether that report's file is on its way (its button waits). */
    downloading: (kind: ReportKind, id: number) => running?.startsWith(fileUrl(kind, id)) ?? false,
    download: (kind: ReportKind, report: { id: number; date: string }) =>
      download(
        fileUrl(kind, report.id, format),
        reportFileName(kind, report.id, report.date, format),
        { done: t('parentReports.downloadComplete'), failed: t('parentReports.downloadFailed') },
      ),
  };
}
