import { z } from './zod.ts';
import { timestamp } from './common.ts';

export const backupResponse = z.object({
  name: z.string(),
  size: z.number().int(),
  createdAt: timestamp,
});
export type BackupResponse = z.infer<typeof backupResponse>;
export const backupsResponse = z.array(backupResponse);

/** GET /api/system: the spec's "system information" on the directors' settings. */
export const systemInfoResponse = z.object({
  version: z.string(),
  database: z.enum(['embedded', 'postgres']),
  mail: z.enum(['smtp', 'outbox']),
  files: z.enum(['local', 's3']),
  /** The centre's IANA time zone ('America/New_York'): its days, nightly backup and jobs. */
  timeZone: z.string(),
  jobs: z.object({ pending: z.number().int(), failed: z.number().int() }),
  backups: z.object({
    /** HH:MM on the centre's clock, or null when nightly backups are off. */
    time: z.string().nullable(),
    keep: z.number().int(),
    /** The newest backup kept (its time and size), or null before the first. */
    latest: backupResponse.nullable(),
  }),
});
export type SystemInfoResponse = z.infer<typeof systemInfoResponse>;

/** Backup file names as the server writes them: nothing else can be asked for. */
export const backupNameParam = z.object({
  name: z.string().regex(/^backup-[\dTZ-]{10,40}\.tar\.gz$/, { error: 'errors.noSuchBackup' }),
});
