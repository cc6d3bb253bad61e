import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import type { IncidentResponse } from '../../../contract/incidents.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useCentreTime } from '../../lib/centre-time.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { incidentsQuery } from '../../lib/query-options.ts';

/** How many incidents the Recent Alerts card shows (spec section 9). */
const recentAlertCount = 3;

const excerpt = (text: string, max = 90) =>
  text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;

/** Spec section 4: parentNotified true shows Resolved, false shows Pending. */
function NotifiedBadge({ parentNotified }: { parentNotified: boolean }) {
  const t = useT();
  return parentNotified ? (
    <Badge variant="success" className="gap-1">
      <CheckCircle2 className="size-3.5" aria-hidden="true" />
      {t('dashboard.alert.resolved')}
    </Badge>
  ) : (
    <Badge variant="warning" className="gap-1">
      <Clock className="size-3.5" aria-hidden="true" />
      {t('dashboard.alert.pending')}
    </Badge>
  );
}

function Alert({ incident }: { incident: IncidentResponse }) {
  const t = useT();
  // The incident's time is on the centre's clock, shown in the reader's time zone.
  const centreTime = useCentreTime();
  const headingId = `alert-${incident.id}`;
  return (
    <li aria-labelledby={headingId} className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="font-medium text-slate-900">
            {t('dashboard.alert.title', { name: incident.childName })}
          </h3>
          <span className="flex flex-wrap gap-1">
            <NotifiedBadge parentNotified={incident.parentNotified} />
            {incident.acknowledgedAt ? (
              <Badge variant="success">{t('dashboard.alert.acknowledged')}</Badge>
            ) : null}
          </span>
        </div>
        <p className="text-sm break-words text-slate-700">{excerpt(incident.description)}</p>
        <p className="text-xs text-slate-600">
          <time dateTime={`${incident.date}T${incident.time}`}>
            {t('dashboard.alert.when', {
              date: formatCalendarDay(incident.date),
              time: centreTime(incident.date, incident.time),
            })}
          </time>
          {incident.recordedBy ? (
            <> · {t('dashboard.alert.recordedBy', { name: incident.recordedBy })}</>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/** The last three incidents, newest first, each titled by what happened and to whom. */
export function RecentAlertsCard() {
  const t = useT();
  const incidents = useQuery(incidentsQuery({ limit: recentAlertCount }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.recentAlerts')}</CardTitle>
      </CardHeader>
      <CardContent>
        {incidents.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t('dashboard.loadingAlerts')}
          </p>
        ) : incidents.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('dashboard.alertsLoadFailed')}
          </p>
        ) : incidents.data.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" />
            {t('dashboard.noRecentAlerts')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {incidents.data.map((incident) => (
              <Alert key={incident.id} incident={incident} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
