import { Baby, Percent, ShieldAlert, Users } from 'lucide-react';
import type { ParentOverviewResponse } from '../../../contract/parent-overview.ts';
import { Card, CardContent } from '../../components/ui/card.tsx';

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
        <div>
          <h3 className="text-sm font-medium text-slate-700">{label}</h3>
          <p className="text-3xl font-bold text-slate-900">{value}</p>
          <p className="text-xs text-slate-600">{hint}</p>
        </div>
        <Icon className="size-6 text-blue-700" aria-hidden="true" />
      </CardContent>
    </Card>
  );
}

/** The spec's four figures, for this family (Staff on Duty is the centre's). */
export function FamilyStatCards({ stats }: { stats: Stats }) {
  return (
    <section aria-label="Family statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Children"
        value={String(stats.totalChildren)}
        hint="Enrolled in your family"
        icon={Baby}
      />
      <StatCard
        label="Staff on Duty"
        value={String(stats.staffOnDuty)}
        hint="At the centre now"
        icon={Users}
      />
      <StatCard
        label="Attendance Rate"
        value={stats.attendanceRate === null ? '–' : `${stats.attendanceRate}%`}
        hint={`Last ${stats.attendanceWindowDays} days`}
        icon={Percent}
      />
      <StatCard
        label="Safety Reports"
        value={String(stats.safetyReports)}
        hint="Incident reports"
        icon={ShieldAlert}
      />
    </section>
  );
}
