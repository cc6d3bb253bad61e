import { useQuery } from '@tanstack/react-query';
import { AlertCircle, ClipboardCheck, UserCheck, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { statCardText } from '../../components/ui/stat-card-list.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatNumber } from '../../lib/format.ts';
import { dashboardStatsQuery } from '../../lib/query-options.ts';

function StatCard({
  id,
  title,
  value,
  note,
  icon: Icon,
  tint,
}: {
  id: string;
  title: string;
  value: string;
  note: ReactNode;
  icon: LucideIcon;
  tint: string;
}) {
  const headingId = `stat-${id}`;
  return (
    <Card aria-labelledby={headingId} role="region" className="flex items-start gap-4 p-5">
      <div className={`shrink-0 rounded-lg p-2.5 ${tint}`} aria-hidden="true">
        <Icon className="size-6" />
      </div>
      <div className={statCardText}>
        <h2 id={headingId} className="text-sm font-medium text-slate-600">
          {title}
        </h2>
        <p className="text-3xl font-bold text-slate-900">{value}</p>
        <p className="text-sm text-slate-600">{note}</p>
      </div>
    </Card>
  );
}

const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4';

/** Spec 'Staff dashboard': the four stat cards, with the server's real figures (0 included). */
export function StatCards() {
  const t = useT();
  const stats = useQuery(dashboardStatsQuery());

  if (stats.isPending) {
    return (
      <div className={grid} role="status" aria-label={t('dashboard.loadingStats')}>
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className="h-28 animate-pulse bg-slate-100 motion-reduce:animate-none" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <Card role="alert" className="flex items-center gap-3 p-5 text-red-800">
        <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
        {t('dashboard.statsLoadFailed')}
      </Card>
    );
  }

  const s = stats.data;
  return (
    <div className={grid}>
      <StatCard
        id="total-children"
        title={t('dashboard.stat.totalChildren')}
        value={formatNumber(s.totalChildren)}
        note={t('dashboard.stat.activeEnrollment')}
        icon={Users}
        tint="bg-blue-100 text-blue-800"
      />
      <StatCard
        id="present-today"
        title={t('dashboard.stat.presentToday')}
        value={formatNumber(s.presentToday)}
        note={t('dashboard.stat.attendanceRate', { rate: formatNumber(s.attendanceRate) })}
        icon={UserCheck}
        tint="bg-green-100 text-green-800"
      />
      <StatCard
        id="staff-on-duty"
        title={t('dashboard.stat.staffOnDuty')}
        value={formatNumber(s.staffOnDuty)}
        note={t('dashboard.stat.currentlyWorking')}
        icon={ClipboardCheck}
        tint="bg-purple-100 text-purple-800"
      />
      <StatCard
        id="pending-reports"
        title={t('dashboard.stat.pendingReports')}
        value={formatNumber(s.pendingReports)}
        note={t('dashboard.stat.needAttention')}
        icon={AlertCircle}
        tint="bg-amber-100 text-amber-900"
      />
    </div>
  );
}
