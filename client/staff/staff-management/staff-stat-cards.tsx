import { HeartPulse, UserCheck, Users, GraduationCap } from 'lucide-react';
import type { StaffResponse } from '../../../contract/staff.ts';
import { Card } from '../../components/ui/card.tsx';
import { staffStats } from './staff-filter.ts';

/** Total Staff, On Duty, Teachers and Support Staff, counted over everyone (not the filter). */
export function StaffStatCards({ staff }: { staff: readonly StaffResponse[] }) {
  const stats = staffStats(staff);
  const cards = [
    { label: 'Total Staff', value: stats.total, icon: Users, tint: 'bg-blue-100 text-blue-800' },
    { label: 'On Duty', value: stats.onDuty, icon: UserCheck, tint: 'bg-green-100 text-green-800' },
    {
      label: 'Teachers',
      value: stats.teachers,
      icon: GraduationCap,
      tint: 'bg-amber-100 text-amber-900',
    },
    {
      label: 'Support Staff',
      value: stats.support,
      icon: HeartPulse,
      tint: 'bg-rose-100 text-rose-800',
    },
  ];
  return (
    <ul aria-label="Staff summary" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon, tint }) => (
        <li key={label}>
          <Card className="flex items-center gap-4 p-5">
            <span className={`grid size-11 place-items-center rounded-lg ${tint}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-medium text-slate-600">{label}</p>
              <p className="text-2xl font-bold text-slate-900">{value}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
