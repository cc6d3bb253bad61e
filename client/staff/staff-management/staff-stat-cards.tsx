import { HeartPulse, UserCheck, Users, GraduationCap } from 'lucide-react';
import type { StaffResponse } from '../../../contract/staff.ts';
import { StatCardList } from '../../components/ui/stat-card-list.tsx';
import { useT } from '../../i18n/use-t.ts';
import { staffStats } from './staff-filter.ts';

/** Total Staff, On Duty, Teachers and Support Staff, counted over everyone (not the filter). */
export function StaffStatCards({ staff }: { staff: readonly StaffResponse[] }) {
  const t = useT();
  const stats = staffStats(staff);
  const cards = [
    {
      label: t('staffManagement.stats.total'),
      value: stats.total,
      icon: Users,
      tint: 'bg-blue-100 text-blue-800',
    },
    {
      label: t('staffManagement.stats.onDuty'),
      value: stats.onDuty,
      icon: UserCheck,
      tint: 'bg-green-100 text-green-800',
    },
    {
      label: t('staffManagement.stats.teachers'),
      value: stats.teachers,
      icon: GraduationCap,
      tint: 'bg-amber-100 text-amber-900',
    },
    {
      label: t('staffManagement.stats.support'),
      value: stats.support,
      icon: HeartPulse,
      tint: 'bg-rose-100 text-rose-800',
    },
  ];
  return <StatCardList label={t('staffManagement.stats.label')} cards={cards} />;
}
