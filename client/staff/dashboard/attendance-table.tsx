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
  return (
    // Scrolls sideways where the column is narrow: focusable and named so keyboards can too.
    <div
      role="region"
      aria-label={t('dashboard.attendanceTable')}
      tabIndex={0}
      className="overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{t('dashboard.attendanceTableCaption')}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className={cell}>
              {t('dashboard.column.child')}
            </th>
            <th scope="col" className={cell}>
              {t('dashboard.column.room')}
            </th>
            <th scope="col" className={cell}>
              {t('dashboard.column.checkIn')}
            </th>
            <th scope="col" className={cell}>
              {t('common.status')}
            </th>
            <th scope="col" className={cell}>
              {t('common.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-3 py-8 text-center text-slate-600">
                {t('dashboard.noChildrenFound')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
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
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
