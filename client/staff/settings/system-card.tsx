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
import { formatDateTime } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import {
  useBackups,
  useFailedJobs,
  useRequestBackup,
  useRetryJob,
  useSystemInfo,
} from './system-queries.ts';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The spec's "system information", for directors: what runs, what failed, the backups. */
export function SystemCard() {
  const info = useSystemInfo();
  return (
    <Card role="region" aria-labelledby="system-information-title">
      <CardHeader>
        <CardTitle id="system-information-title">System Information</CardTitle>
        <CardDescription>
          How the portal runs, work it could not finish, and backups.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {info.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading system information...
          </p>
        ) : info.isError ? (
          <p role="alert" className="text-sm text-red-800">
            Failed to load system information.
          </p>
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {(
              [
                ['Version', info.data.version],
                ['Database', info.data.database === 'embedded' ? 'Embedded' : 'PostgreSQL server'],
                [
                  'E-mail',
                  info.data.mail === 'smtp' ? 'Sent by SMTP' : 'Kept in the outbox folder',
                ],
                ['Files', info.data.files === 's3' ? 'Object storage (S3)' : 'Local folder'],
                ['Waiting background tasks', String(info.data.jobs.pending)],
                [
                  'Nightly backup',
                  info.data.backups.time
                    ? `At ${info.data.backups.time}, the last ${info.data.backups.keep} kept`
                    : 'Off',
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
  const jobs = useFailedJobs();
  const retry = useRetryJob();
  return (
    <section aria-labelledby="failed-jobs-title" className="space-y-2">
      <h3 id="failed-jobs-title" className="font-semibold text-slate-900">
        Failed background tasks
      </h3>
      {jobs.isPending ? null : jobs.isError ? (
        <p role="alert" className="text-sm text-red-800">
          Failed to load background tasks.
        </p>
      ) : jobs.data.length === 0 ? (
        <p className="text-sm text-slate-700">No failed background tasks.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {jobs.data.map((job) => (
            <li key={job.id} className="flex flex-wrap items-start justify-between gap-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words text-slate-900">{job.label || job.kind}</p>
                <p className="break-words text-slate-700">
                  {job.lastError ?? 'No error recorded'} · failed {formatDateTime(job.failedAt)}{' '}
                  after {job.attempts} attempts
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Retry ${job.label || job.kind}`}
                disabled={retry.isPending}
                onClick={() =>
                  retry.mutate(job.id, {
                    onSuccess: () =>
                      toast({ title: 'Task retried', description: 'It will run again shortly.' }),
                    onError: (error) => toastError(error, 'Failed to retry the task'),
                  })
                }
              >
                <RotateCw aria-hidden="true" /> Retry
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Backups() {
  const backups = useBackups();
  const request = useRequestBackup();
  return (
    <section aria-labelledby="backups-title" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="backups-title" className="font-semibold text-slate-900">
          Backups
        </h3>
        <Button
          size="sm"
          variant="outline"
          disabled={request.isPending}
          onClick={() =>
            request.mutate(undefined, {
              onSuccess: () =>
                toast({
                  title: 'Backup started',
                  description: 'It appears in the list in a minute or two.',
                }),
              onError: (error) => toastError(error, 'Failed to start a backup'),
            })
          }
        >
          Back Up Now
        </Button>
      </div>
      <p className="text-sm text-slate-700">
        A backup holds every record and file of the centre: keep downloaded copies somewhere safe.
      </p>
      {backups.isPending ? null : backups.isError ? (
        <p role="alert" className="text-sm text-red-800">
          Failed to load the backups.
        </p>
      ) : backups.data.length === 0 ? (
        <p className="text-sm text-slate-700">No backups yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {backups.data.map((b) => (
            <li
              key={b.name}
              className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm"
            >
              <span>
                {formatDateTime(b.createdAt)} · {megabytes(b.size)}
              </span>
              <a
                href={`/api/system/backups/${b.name}`}
                download
                className="inline-flex items-center gap-1 font-medium text-blue-700 underline-offset-4 hover:underline"
              >
                <Download className="size-4" aria-hidden="true" />
                Download
                <span className="sr-only"> the backup of {formatDateTime(b.createdAt)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
