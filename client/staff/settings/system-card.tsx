import { Download, RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { type Translate, useT } from '../../i18n/use-t.ts';
import { routeUrl } from '../../lib/api.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import {
  useBackups,
  useFailedJobs,
  useRequestBackup,
  useRetryJob,
  useSystemInfo,
} from './system-queries.ts';

/** A size in megabytes with one decimal, as the reader writes numbers. */
const megabytes = (bytes: number, t: Translate) =>
  t('staffSettings.system.megabytes', {
    size: formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10),
  });

/**
 * The spec's "system information", for directors: the version, what runs (database, mail,
 * files), the centre's time zone, the backups (schedule, the newest), what failed.
 */
export function SystemCard() {
  const t = useT();
  const info = useSystemInfo();
  return (
    <Card role="region" aria-labelledby="system-information-title">
      <CardHeader>
        <CardTitle id="system-information-title">{t('staffSettings.system.title')}</CardTitle>
        <CardDescription>{t('staffSettings.system.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {info.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t('staffSettings.system.loading')}
          </p>
        ) : info.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('staffSettings.system.loadFailed')}
          </p>
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {(
              [
                [t('staffSettings.system.version'), info.data.version],
                [
                  t('staffSettings.system.database'),
                  info.data.database === 'embedded'
                    ? t('staffSettings.system.databaseEmbedded')
                    : t('staffSettings.system.databaseServer'),
                ],
                [
                  t('staffSettings.system.mail'),
                  info.data.mail === 'smtp'
                    ? t('staffSettings.system.mailSmtp')
                    : t('staffSettings.system.mailOutbox'),
                ],
                [
                  t('staffSettings.system.files'),
                  info.data.files === 's3'
                    ? t('staffSettings.system.filesS3')
                    : t('staffSettings.system.filesLocal'),
                ],
                [t('staffSettings.system.timeZone'), info.data.timeZone],
                [t('staffSettings.system.waitingTasks'), formatNumber(info.data.jobs.pending)],
                [
                  t('staffSettings.system.nightlyBackup'),
                  info.data.backups.time
                    ? t('staffSettings.system.nightlyBackupAt', {
                        time: info.data.backups.time,
                        keep: info.data.backups.keep,
                      })
                    : t('staffSettings.system.nightlyBackupOff'),
                ],
                [
                  t('staffSettings.system.lastBackup'),
                  info.data.backups.latest
                    ? t('staffSettings.system.lastBackupAt', {
                        createdAt: formatDateTime(info.data.backups.latest.createdAt),
                        size: megabytes(info.data.backups.latest.size, t),
                      })
                    : t('staffSettings.system.lastBackupNone'),
                ],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <FailedJobs />
        <Backups />
      </CardContent>
    </Card>
  );
}

function FailedJobs() {
  const t = useT();
  const jobs = useFailedJobs();
  const retry = useRetryJob();
  return (
    <section aria-labelledby="failed-jobs-title" className="space-y-2">
      <h3 id="failed-jobs-title" className="font-semibold text-slate-900">
        {t('staffSettings.jobs.title')}
      </h3>
      {jobs.isPending ? null : jobs.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('staffSettings.jobs.loadFailed')}
        </p>
      ) : jobs.data.length === 0 ? (
        <p className="text-sm text-slate-700">{t('staffSettings.jobs.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {jobs.data.map((job) => (
            <li key={job.id} className="flex flex-wrap items-start justify-between gap-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words text-slate-900">{job.label || job.kind}</p>
                <p className="break-words text-slate-700">
                  {t('staffSettings.jobs.detail', {
                    error: job.lastError ?? t('staffSettings.jobs.noError'),
                    failedAt: formatDateTime(job.failedAt),
                    attempts: job.attempts,
                  })}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('staffSettings.jobs.retryName', { task: job.label || job.kind })}
                disabled={retry.isPending}
                onClick={() =>
                  retry.mutate(job.id, {
                    onSuccess: () =>
                      toast({
                        title: t('staffSettings.jobs.retried'),
                        description: t('staffSettings.jobs.retriedDescription'),
                      }),
                    onError: (error) => toastError(error, t('staffSettings.jobs.retryFailed')),
                  })
                }
              >
                <RotateCw aria-hidden="true" /> {t('staffSettings.jobs.retry')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Backups() {
  const t = useT();
  const backups = useBackups();
  const request = useRequestBackup();
  return (
    <section aria-labelledby="backups-title" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="backups-title" className="font-semibold text-slate-900">
          {t('staffSettings.backups.title')}
        </h3>
        <Button
          size="sm"
          variant="outline"
          disabled={request.isPending}
          onClick={() =>
            request.mutate(undefined, {
              onSuccess: () =>
                toast({
                  title: t('staffSettings.backups.started'),
                  description: t('staffSettings.backups.startedDescription'),
                }),
              onError: (error) => toastError(error, t('staffSettings.backups.startFailed')),
            })
          }
        >
          {t('staffSettings.backups.backUpNow')}
        </Button>
      </div>
      <p className="text-sm text-slate-700">{t('staffSettings.backups.note')}</p>
      {backups.isPending ? null : backups.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('staffSettings.backups.loadFailed')}
        </p>
      ) : backups.data.length === 0 ? (
        <p className="text-sm text-slate-700">{t('staffSettings.backups.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {backups.data.map((b) => (
            <li
              key={b.name}
              className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm"
            >
              <span>
                {formatDateTime(b.createdAt)} · {megabytes(b.size, t)}
              </span>
              <a
                href={routeUrl('GET /api/system/backups/:name', { params: { name: b.name } })}
                download
                className="inline-flex items-center gap-1 font-medium text-blue-700 underline-offset-4 hover:underline"
              >
                <Download className="size-4" aria-hidden="true" />
                {t('staffSettings.backups.download')}
                <span className="sr-only">
                  {' '}
                  {t('staffSettings.backups.downloadWhich', {
                    createdAt: formatDateTime(b.createdAt),
                  })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
