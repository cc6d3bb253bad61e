import { CheckCircle2, Clock, LogIn, LogOut, XCircle } from 'lucide-react';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { InitialsAvatar } from '../../components/ui/initials-avatar.tsx';
import type { AttendanceRow, AttendanceStatusLabel } from './attendance-rows.ts';

const statusLook: Record<
  AttendanceStatusLabel,
  { variant: BadgeVariant; icon: typeof CheckCircle2 }
> = {
  Present: { variant: 'success', icon: CheckCircle2 },
  Late: { variant: 'warning', icon: Clock },
  Absent: { variant: 'neutral', icon: XCircle },
};

function StatusBadge({ status }: { status: AttendanceStatusLabel }) {
  const { variant, icon: Icon } = statusLook[status];
  return (
    <Badge variant={variant} className="gap-1">
      <Icon className="size-3.5" aria-hidden="true" />
      {status}
    </Badge>
  );
}

function RowAction({ row, onAct }: { row: AttendanceRow; onAct: (row: AttendanceRow) => void }) {
  if (row.next === null) {
    return <span className="text-sm text-slate-600">Checked out {row.record?.checkOutTime}</span>;
  }
  const checkIn = row.next === 'checkin';
  const label = checkIn ? 'Check In' : 'Check Out';
  return (
    <Button
      size="sm"
      variant={checkIn ? 'primary' : 'outline'}
      onClick={() => onAct(row)}
      aria-label={`${label} ${row.name}`}
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
  return (
    // Scrolls sideways on narrow screens: focusable and named so keyboards can scroll it too.
    <div
      role="region"
      aria-label="Today’s attendance table"
      tabIndex={0}
      className="overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Today’s attendance of active children</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className={cell}>
              Child
            </th>
            <th scope="col" className={cell}>
              Room
            </th>
            <th scope="col" className={cell}>
              Check In
            </th>
            <th scope="col" className={cell}>
              Status
            </th>
            <th scope="col" className={cell}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-3 py-8 text-center text-slate-600">
                No children found matching your criteria
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
                        {row.age} {row.age === 1 ? 'year' : 'years'} old
                      </span>
                    </span>
                  </div>
                </th>
                <td className={cell}>{row.child.room}</td>
                <td className={cell}>
                  {row.record?.checkInTime ?? (
                    <span className="text-slate-600">Not checked in</span>
                  )}
                </td>
                <td className={cell}>
                  <StatusBadge status={row.status} />
                </td>
                <td className={cell}>
                  <RowAction row={row} onAct={onAct} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
