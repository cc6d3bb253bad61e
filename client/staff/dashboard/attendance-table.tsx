import { DataTable } from '../../components/ui/data-table.tsx';
import { HealthAlertBadge } from '../../components/health/health-alert-badge.tsx';
import { InitialsAvatar } from '../../components/ui/initials-avatar.tsx';
import { useCentreTime } from '../../lib/centre-time.ts';
import { useT } from '../../i18n/use-t.ts';
import { ageText } from './attendance-rows.ts';
import {
  type AttendanceRowsProps,
  CheckInTime,
  RowAction,
  StatusBadge,
} from './attendance-parts.tsx';

const cell = 'px-3 py-3 align-middle';

/**
 * Spec 'Today's Attendance': Child, Room, Check In, Status, Actions. From tablet width up;
 * below it the same rows are cards (attendance-cards.tsx).
 */
export function AttendanceTable({ rows, onAct }: AttendanceRowsProps) {
  const t = useT();
  // Times are recorded on the centre's clock and shown in the reader's time zone.
  const centreTime = useCentreTime();
  const columns = [
    t('dashboard.column.child'),
    t('dashboard.column.room'),
    t('dashboard.column.checkIn'),
    t('common.status'),
    t('common.actions'),
  ];
  return (
    <DataTable
      caption={t('dashboard.attendanceTableCaption')}
      columns={columns}
      look="lined"
      headCell={cell}
      scrollLabel={t('dashboard.attendanceTable')}
      className="min-w-[40rem]"
      empty={t('dashboard.noChildrenFound')}
    >
      {rows.map((row) => (
        <tr key={row.child.id}>
          <th scope="row" className={`${cell} font-normal`}>
            <div className="flex items-center gap-3">
              <InitialsAvatar
                name={row.name}
                className="size-9 bg-blue-100 text-xs text-blue-900"
              />
              <span>
                <span className="block font-medium text-slate-900">{row.name}</span>
                <span className="block text-slate-600">{ageText(row.age)}</span>
                <HealthAlertBadge childId={row.child.id} />
              </span>
            </div>
          </th>
          <td className={cell}>{row.child.room}</td>
          <td className={cell}>
            <CheckInTime row={row} centreTime={centreTime} />
          </td>
          <td className={cell}>
            <StatusBadge row={row} />
          </td>
          <td className={cell}>
            <RowAction row={row} onAct={onAct} centreTime={centreTime} look="table" />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
