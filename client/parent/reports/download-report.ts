import {
  type ReportDownloadFormat,
  type ReportKind,
  reportFileName,
} from '../../../contract/report-downloads.ts';
import { useT } from '../../i18n/use-t.ts';
import { useFileDownload } from '../../lib/download-file.ts';
import { useSettings } from '../../lib/settings.ts';

const paths: Record<ReportKind, string> = {
  daily: '/api/daily-reports',
  incident: '/api/incidents',
};

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
    running,
    download: (kind: ReportKind, report: { id: number; date: string }) =>
      download(
        `${paths[kind]}/${report.id}/download?format=${format}`,
        reportFileName(kind, report.id, report.date, format),
        { done: t('parentReports.downloadComplete'), failed: t('parentReports.downloadFailed') },
      ),
  };
}
