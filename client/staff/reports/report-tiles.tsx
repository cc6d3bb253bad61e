import { Activity, AlertTriangle, CalendarCheck, type LucideIcon, Users } from 'lucide-react';
import type { ReportSummaryResponse } from '../../../contract/reports.ts';
import { Card } from '../../components/ui/card.tsx';
import { statCardText } from '../../components/ui/stat-card-list.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatNumber } from '../../lib/format.ts';

type Tile = { id: string; label: string; value: string; icon: LucideIcon; tint: string };

/** The four summary tiles, for the period and room chosen (two per row on a phone). */
export function ReportTiles({ tiles }: { tiles: ReportSummaryResponse['tiles'] }) {
  const t = useT();
  const items: Tile[] = [
    {
      id: 'children',
      label: t('reports.tile.totalChildren'),
      value: formatNumber(tiles.totalChildren),
      icon: Users,
      tint: 'bg-blue-100 text-blue-800',
    },
    {
      id: 'attendance',
      label: t('reports.tile.attendanceRate'),
      value: t('reports.percentValue', { value: formatNumber(tiles.attendanceRate) }),
      icon: CalendarCheck,
      tint: 'bg-green-100 text-green-800',
    },
    {
      id: 'incidents',
      label: t('reports.tile.incidents'),
      value: formatNumber(tiles.incidents),
      icon: AlertTriangle,
      tint: 'bg-amber-100 text-amber-900',
    },
    {
      id: 'activities',
      label: t('reports.tile.activities'),
      value: formatNumber(tiles.activities),
      icon: Activity,
      tint: 'bg-purple-100 text-purple-800',
    },
  ];
  return (
    <ul
      aria-label={t('reports.summary')}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {items.map(({ id, label, value, icon: Icon, tint }) => (
        <li key={id} className="min-w-0">
          <Card className="flex h-full flex-col items-start gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
            <span className={`grid size-11 shrink-0 place-items-center rounded-lg ${tint}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className={`w-full sm:w-auto sm:flex-1 ${statCardText}`}>
              <p className="text-sm font-medium text-slate-600">{label}</p>
              <p className="text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
