import { z } from './zod.ts';

/**
 * A daily or incident report as a file (issue 35): TXT, PDF or CSV, as the parent's 'Download
 * format' setting says unless the request names one. Named {kind}-report-{id}-{date}.{format}
 * (the spec's name, with the chosen format's extension).
 */
export const reportDownloadFormats = ['txt', 'pdf', 'csv'] as const;
export type ReportDownloadFormat = (typeof reportDownloadFormats)[number];

export const reportDownloadFormatInvalid = 'errors.reportDownloadFormatInvalid';

export const reportDownloadQuery = z.object({
  format: z.enum(reportDownloadFormats, { error: reportDownloadFormatInvalid }).optional(),
});

export type ReportKind = 'daily' | 'incident';

export const reportFileName = (
  kind: ReportKind,
  id: number,
  date: string,
  format: ReportDownloadFormat,
) => `${kind}-report-${id}-${date}.${format}`;
