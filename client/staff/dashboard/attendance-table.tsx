import { CheckCircle2, Clock, LogIn, LogOut, XCircle } from 'lucide-react';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { InitialsAvatar } from '../../components/ui/initials-avatar.tsx';
import { useCentreTime } from '../../lib/centre-time.ts';
import { useT } from '../../i18n/use-t.ts';
import type { AttendanceRow, AttendanceState } from './attendance-rows.ts';

const statusLook: Record<AttendanceState, { variant: BadgeVariant; icon: typeof CheckCircle2 }> = {
  present: { variant: 'success', icon: CheckCircle2 },
  late: { variant: 'warning', icon: Clock },
  absent: { variant: 'neutral', icon: XCircle },
};

function StatusBadge({ row }: { row: AttendanceRow }) {
  const { variant, icon: Icon } = statusLook[row.state];
  return (
    <Badge variant={variant} className="gap-1">
      <Icon className="size-3.5" aria-hidden="true" />
      {row.status}
    </Badge>
  );
}

type CentreTime = (isoDate: string, hhmm: string) => string;

function RowAction({
  row,
  onAct,
  centreTime,
}: {
  row: AttendanceRow;
  onAct: (row: AttendanceRow) => void;
  centreTime: CentreTime;
}) {
  const t = useT();
  if (row.next === null) {
    const time = row.record?.checkOutTime
      ? centreTime(row.record.date, row.record.checkOutTime)
      : '';
    return <span className="text-sm text-slate-600">{t('dashboard.checkedOutAt', { time })}</span>;
  }
  const checkIn = row.next === 'checkin';
  const label = checkIn ? t('dashboard.checkIn') : t('dashboard.checkOut');
  return (
    <Button
      size="sm"
      variant={checkIn ? 'primary' : 'outline'}
      onClick={() => onAct(row)}
      aria-label={
        checkIn
          ? t('dashboard.checkInChild', { name: row.name })
          : t('dashboard.checkOutChild', { name: row.name })
      }
    >
      {checkIn ? <LogIn aria-hidden="true" /> : <LogOut aria-hidden="true" />}
      {label}
    </Button>
  );
}

const cell = 'px-3 py-3 align-middle';

/** Spec 'Today's Attendance': Child, Room, Check In, Status, Actions. */
export function AttendanceTable({
  rows,
  onAct,
}: {
  rows: AttendanceRow[];
  onAct: (row: AttendanceRow) => void;
}) {
  const t = useT();
  // Times are recorded on the centre's clock and shown in the reader's time zone.
  const centreTime = useCentreTime();
  return (
    // Scrolls sideways on narrow screens: focusable and named so keyboards can scroll it too.
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
                      <span className="block text-slate-600">
                        {t('dashboard.age', { count: row.age })}
                      </span>
                    </span>
                  </div>
                </th>
                <td className={cell}>{row.child.room}</td>
                <td className={cell}>
                  {row.record?.checkInTime ? (
                    centreTime(row.record.date, row.record.checkInTime)
                  ) : (
                    <span className="text-slate-600">{t('dashboard.notCheckedIn')}</span>
                  )}
                </td>
                <td className={cell}>
                  <StatusBadge row={row} />
                </td>
                <td className={cell}>
                  <RowAction row={row} onAct={onAct} centreTime={centreTime} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
