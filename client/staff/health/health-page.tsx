import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { alertNames } from '../../components/health/health-alert-badge.tsx';
import { healthAlertsQuery } from '../../components/health/health-queries.ts';
import { severityLabels } from '../../components/health/health-labels.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { routeUrl } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { useFileDownload } from '../../lib/download-file.ts';
import { fullName } from '../../lib/format.ts';
import { childrenQuery, roomsQuery } from '../../lib/query-options.ts';
import { ImmunisationReportCard } from './immunisation-report-card.tsx';

/**
 * Health (decision 066): a room's children with allergies and conditions, each linked to their
 * record, and the room's list as a PDF for its wall and the kitchen; for directors, the
 * children with immunisations missing or overdue (and the schedule).
 */
export function HealthPage() {
  const t = useT();
  const ids = useId();
  const rooms = useQuery(roomsQuery());
  const children = useQuery(childrenQuery());
  const alerts = useQuery(healthAlertsQuery());
  const [chosen, setChosen] = useState('');
  const seesReport = useCan('immunisationReport.read');
  const room = rooms.data?.find((r) => String(r.id) === chosen) ?? rooms.data?.[0];
  const { running, download } = useFileDownload();
  const inRoom = (children.data ?? []).filter((c) => c.isActive && c.room === room?.name);
  const rows = inRoom.flatMap((child) => {
    const alert = alerts.data?.find((a) => a.childId === child.id);
    return alert && alertNames(alert).length > 0 ? [{ child, alert }] : [];
  });
  const pdfPath = room
    ? routeUrl('GET /api/health/rooms/:id/allergy-list', { params: { id: room.id } })
    : '';

  return (
    <div className="space-y-6">
      <PageHeader title={t('health.page.title')} description={t('health.page.description')} />
      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
          <CardTitle>{t('health.page.allergiesTitle')}</CardTitle>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <LabelledSelect
              id={`${ids}-room`}
              label={t('health.page.room')}
              value={room ? String(room.id) : ''}
              options={(rooms.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              onChange={setChosen}
              className="space-y-1"
            />
            <Button
              variant="outline"
              className="min-h-11"
              disabled={!room || running !== null}
              onClick={() =>
                room &&
                void download(pdfPath, `allergy-list-${room.filterKey}.pdf`, {
                  done: t('health.page.downloaded'),
                  failed: t('health.page.downloadFailed'),
                })
              }
            >
              <Download aria-hidden="true" />
              {running ? t('health.page.downloading') : t('health.page.download')}
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          {alerts.isError || children.isError ? (
            <p role="alert" className="text-red-800">
              {t('health.page.loadFailed')}
            </p>
          ) : alerts.isPending || children.isPending ? (
            <p role="status" className="text-slate-600">
              {t('health.page.loading')}
            </p>
          ) : rows.length === 0 ? (
            <p className="text-slate-600">{t('health.page.none')}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {rows.map(({ child, alert }) => (
                <li
                  key={child.id}
                  className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between"
                >
                  <div>
                    <Link
                      to={`/children/${child.id}/health`}
                      className="font-medium text-blue-800 underline underline-offset-2"
                    >
                      {fullName(child)}
                    </Link>
                    <p className="text-sm text-slate-700">
                      {alert.conditions.length > 0
                        ? alert.conditions
                            .map((c) => `${c.name} (${t(severityLabels[c.severity])})`)
                            .join(', ')
                        : t('health.page.notesOnly', { notes: alert.allergyNotes })}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {seesReport ? <ImmunisationReportCard /> : null}
    </div>
  );
}
