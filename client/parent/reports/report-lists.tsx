import { CheckCircle2, Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { ActivityResponse } from '../../../contract/activities.ts';
import type { DailyReportResponse } from '../../../contract/daily-reports.ts';
import type { IncidentResponse } from '../../../contract/incidents.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { PagedList } from '../../lib/paged-list.ts';
import { formatCalendarDay, formatDateTime, formatTime } from '../../lib/format.ts';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { useReportDownload } from './download-report.ts';
import { moodLabel } from '../../lib/mood-labels.ts';
import { useCentreTime } from '../../lib/centre-time.ts';

/** Report dates read in full: 'November 18, 2026'. */
const formatDay = (isoDate: string) => formatCalendarDay(isoDate, 'long');

/** A list's own texts, already translated. */
interface ListTexts {
  loading: string;
  failed: string;
  empty: string;
  /** What 'Load more …' names: 'daily reports'. */
  what: string;
}

function ListBody<T>({
  state,
  texts,
  children,
}: {
  state: PagedList<T>;
  texts: ListTexts;
  children: (items: T[]) => ReactNode;
}) {
  const { loading, failed, empty, what } = texts;
  if (state.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {loading}
      </p>
    );
  if (state.isError || !state.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        {failed}
      </p>
    );
  if (state.data.length === 0) return <p className="text-sm text-slate-700">{empty}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100">{children(state.data)}</ul>
      <LoadMore list={state} what={what} />
    </>
  );
}

function DownloadButton({
  label,
  busy,
  onClick,
}: {
  label: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      disabled={busy}
      aria-busy={busy}
      onClick={onClick}
    >
      <Download aria-hidden="true" />
    </Button>
  );
}

export function DailyReportList({ state }: { state: PagedList<DailyReportResponse> }) {
  const t = useT();
  const files = useReportDownload();
  const texts = {
    loading: t('parentReports.loadingDaily'),
    failed: t('parentReports.failedDaily'),
    empty: t('parentReports.noDaily'),
    what: t('parentReports.dailyReportsWhat'),
  };
  return (
    <Card role="region" aria-labelledby="daily-reports-title">
      <CardHeader>
        <CardTitle id="daily-reports-title">{t('parentReports.dailyReports')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ListBody state={state} texts={texts}>
          {(reports) =>
            reports.map((r) => (
              <li key={r.id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0 space-y-1 text-sm">
                  <h3 className="font-medium text-slate-900">{formatDay(r.date)}</h3>
                  <p className="break-words text-slate-700">
                    {[
                      r.mood && t('parentReports.moodLine', { mood: moodLabel(r.mood) }),
                      r.activities,
                    ]
                      .filter(Boolean)
                      .join(' · ') || t('parentReports.reportRecorded')}
                  </p>
                </div>
                <DownloadButton
                  label={t('parentReports.downloadDaily', { date: formatDay(r.date) })}
                  busy={files.downloading('daily', r.id)}
                  onClick={() => void files.download('daily', r)}
                />
              </li>
            ))
          }
        </ListBody>
      </CardContent>
    </Card>
  );
}

/** The activities staff logged for the child, newest first: what, when, and their notes. */
export function ActivityList({ state }: { state: PagedList<ActivityResponse> }) {
  const t = useT();
  const texts = {
    loading: t('parentReports.loadingActivities'),
    failed: t('parentReports.failedActivities'),
    empty: t('parentReports.noActivities'),
    what: t('parentReports.activitiesWhat'),
  };
  return (
    <Card role="region" aria-labelledby="activities-title">
      <CardHeader>
        <CardTitle id="activities-title">{t('parentReports.activities')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ListBody state={state} texts={texts}>
          {(items) =>
            items.map((a) => (
              <li
                key={a.id}
                aria-labelledby={`activity-${a.id}`}
                className="space-y-1 py-3 text-sm"
              >
                <h3 id={`activity-${a.id}`} className="font-medium break-words text-slate-900">
                  {a.activity}
                </h3>
                <p className="text-xs text-slate-600">
                  <time dateTime={a.createdAt}>
                    {t('parentReports.activityAt', {
                      date: formatDay(a.date),
                      time: formatTime(a.createdAt),
                    })}
                  </time>
                </p>
                {a.notes ? <p className="break-words text-slate-700">{a.notes}</p> : null}
              </li>
            ))
          }
        </ListBody>
      </CardContent>
    </Card>
  );
}

export function IncidentReportList({ state }: { state: PagedList<IncidentResponse> }) {
  const t = useT();
  const files = useReportDownload();
  const centreTime = useCentreTime();
  const texts = {
    loading: t('parentReports.loadingIncidents'),
    failed: t('parentReports.failedIncidents'),
    empty: t('parentReports.noIncidents'),
    what: t('parentReports.incidentReportsWhat'),
  };
  return (
    <Card role="region" aria-labelledby="incident-reports-title">
      <CardHeader>
        <CardTitle id="incident-reports-title">{t('parentReports.incidentReports')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ListBody state={state} texts={texts}>
          {(items) =>
            items.map((i) => (
              <li key={i.id} aria-labelledby={`incident-${i.id}`} className="space-y-2 py-3">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0 space-y-1 text-sm">
                    <h3 id={`incident-${i.id}`} className="font-medium text-slate-900">
                      {t('parentReports.incidentOn', {
                        date: formatDay(i.date),
                        time: centreTime(i.date, i.time),
                      })}
                    </h3>
                    <p className="break-words text-slate-700">{i.description}</p>
                    {i.actionTaken ? (
                      <p className="break-words text-slate-700">
                        {t('parentReports.actionTaken', { action: i.actionTaken })}
                      </p>
                    ) : null}
                  </div>
                  <DownloadButton
                    label={t('parentReports.downloadIncident', { date: formatDay(i.date) })}
                    busy={files.downloading('incident', i.id)}
                    onClick={() => void files.download('incident', i)}
                  />
                </div>
                {i.acknowledgedAt ? (
                  <p className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
                    <Badge variant="success" className="gap-1">
                      <CheckCircle2 className="size-3.5" aria-hidden="true" />
                      {t('parentReports.acknowledged')}
                    </Badge>
                    {t('parentReports.acknowledgedByOn', {
                      name: i.acknowledgedBy ?? '',
                      when: formatDateTime(i.acknowledgedAt),
                    })}
                  </p>
                ) : (
                  <Acknowledge incident={i} />
                )}
              </li>
            ))
          }
        </ListBody>
      </CardContent>
    </Card>
  );
}

// The signing form loads beside the lists, not before the parent's dashboard paints.
const AcknowledgeDialog = lazyDialog(() =>
  import('./acknowledge-dialog.tsx').then((m) => m.AcknowledgeDialog),
);

/** The incident's Acknowledge button, and the dialog where the parent signs. */
function Acknowledge({ incident }: { incident: IncidentResponse }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('parentReports.acknowledge')}
      </Button>
      <AcknowledgeDialog incident={incident} open={open} onOpenChange={setOpen} />
    </>
  );
}
