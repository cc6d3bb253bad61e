import { Baby, Percent, ShieldAlert, Users } from 'lucide-react';
import type { ParentOverviewResponse } from '../../../contract/parent-overview.ts';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { statCardText } from '../../components/ui/stat-card-list.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatNumber } from '../../lib/format.ts';

type Stats = ParentOverviewResponse['stats'];

function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: string;
  hint: string;
  icon: typeof Baby;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 pt-6">
        <div className={statCardText}>
          <h3 className="text-sm font-medium text-slate-700">{label}</h3>
          <p className="text-3xl font-bold text-slate-900">{value}</p>
          <p className="text-xs text-slate-600">{hint}</p>
        </div>
        <Icon className="size-6 shrink-0 text-blue-700" aria-hidden="true" />
      </CardContent>
    </Card>
  );
}

/** The spec's four figures, for this family (Staff on Duty is the centre's). */
export function FamilyStatCards({ stats }: { stats: Stats }) {
  const t = useT();
  return (
    <section
      aria-label={t('parentDashboard.familyStatistics')}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <StatCard
        label={t('parentDashboard.totalChildren')}
        value={formatNumber(stats.totalChildren)}
        hint={t('parentDashboard.totalChildrenHint')}
        icon={Baby}
      />
      <StatCard
        label={t('parentDashboard.staffOnDuty')}
        value={formatNumber(stats.staffOnDuty)}
        hint={t('parentDashboard.staffOnDutyHint')}
        icon={Users}
      />
      <StatCard
        label={t('parentDashboard.attendanceRate')}
        value={
          stats.attendanceRate === null
            ? '–'
            : t('parentDashboard.percent', { rate: formatNumber(stats.attendanceRate) })
        }
        hint={t('parentDashboard.lastDays', { days: stats.attendanceWindowDays })}
        icon={Percent}
      />
      <StatCard
        label={t('parentDashboard.safetyReports')}
        value={formatNumber(stats.safetyReports)}
        hint={t('parentDashboard.safetyReportsHint')}
        icon={ShieldAlert}
      />
    </section>
  );
}
