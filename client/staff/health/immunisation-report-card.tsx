import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  statusLabels,
  statusVariant,
  vaccineLabels,
} from '../../components/health/immunisation-labels.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { routeQuery, routeUrl } from '../../lib/api.ts';
import { useFileDownload } from '../../lib/download-file.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useCan } from '../../lib/session.ts';
import { ScheduleDialog } from './immunisation-schedule-dialog.tsx';

/**
 * The directors' report (decision 066): enrolled children with a dose missing or overdue,
 * each linked to their health record, and the same as CSV. The schedule is edited from here.
 */
export function ImmunisationReportCard() {
  const t = useT();
  const report = useQuery({
    queryKey: [...queryKeys.health, 'immunisation-report'],
    ...routeQuery('GET /api/health/immunisation-report'),
  });
  const canEditSchedule = useCan('immunisationSchedule.update');
  const [editing, setEditing] = useState(false);
  const { running, download } = useFileDownload();
  const csvPath = routeUrl('GET /api/health/immunisation-report/export', {});
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>{t('immunisations.report.title')}</CardTitle>
          <CardDescription>{t('immunisations.report.description')}</CardDescription>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          {canEditSchedule ? (
            <Button variant="outline" className="min-h-11" onClick={() => setEditing(true)}>
              {t('immunisations.schedule.edit')}
            </Button>
          ) : null}
          <Button
            variant="outline"
            className="min-h-11"
            disabled={running !== null}
            onClick={() =>
              void download(csvPath, `immunisation-report-${report.data?.today ?? 'today'}.csv`, {
                done: t('immunisations.report.downloaded'),
                failed: t('immunisations.report.downloadFailed'),
              })
            }
          >
            <Download aria-hidden="true" />
            {running ? t('immunisations.report.downloading') : t('immunisations.report.download')}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {report.isError ? (
          <p role="alert" className="text-red-800">
            {t('immunisations.report.loadFailed')}
          </p>
        ) : !report.data ? (
          <p role="status" className="text-slate-600">
            {t('immunisations.report.loading')}
          </p>
        ) : report.data.children.length === 0 ? (
          <p className="text-slate-600">{t('immunisations.report.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t('immunisations.report.title')}>
            {report.data.children.map((row) => (
              <li key={row.childId} className="space-y-1 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/children/${row.childId}/health`}
                    className="font-medium text-blue-800 underline underline-offset-2"
                  >
                    {row.childName}
                  </Link>
                  <Badge variant={statusVariant[row.status]}>{t(statusLabels[row.status])}</Badge>
                  <span className="text-sm text-slate-700">
                    {t('immunisations.report.room', { room: row.room })}
                  </span>
                </div>
                <p className="text-sm text-slate-800">
                  {t('immunisations.report.missing', {
                    doses: row.missing
                      .map((d) =>
                        t('immunisations.card.doseLine', {
                          vaccine: t(vaccineLabels[d.vaccine]),
                          dose: d.doseNumber,
                        }),
                      )
                      .join('; '),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing ? <ScheduleDialog open onOpenChange={setEditing} /> : null}
    </Card>
  );
}
