import { CheckCircle2, Clock, LogIn, LogOut, XCircle } from 'lucide-react';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useT } from '../../i18n/use-t.ts';
import { ReportedAbsence } from './reported-absence.tsx';
import type { AttendanceRow, AttendanceState } from './attendance-rows.ts';

/** What the table and the phone cards both show of a child's day; each takes these props. */
export interface AttendanceRowsProps {
  rows: AttendanceRow[];
  onAct: (row: AttendanceRow) => void;
}

/** 'HH:MM' the centre recorded on a date, in the reader's zone (lib/centre-time.ts). */
export type CentreTime = (isoDate: string, hhmm: string) => string;

const statusLook: Record<AttendanceState, { variant: BadgeVariant; icon: typeof CheckCircle2 }> = {
  present: { variant: 'success', icon: CheckCircle2 },
  late: { variant: 'warning', icon: Clock },
  absent: { variant: 'neutral', icon: XCircle },
};

const checkedOutLook = { variant: 'neutral', icon: LogOut } as const;

/** Present, Late, Absent or Checked out, with its colour and icon. */
export function StatusBadge({ row }: { row: AttendanceRow }) {
  const { variant, icon: Icon } = row.checkedOut ? checkedOutLook : statusLook[row.state];
  return (
    <Badge variant={variant} className="gap-1">
      <Icon className="size-3.5" aria-hidden="true" />
      {row.status}
    </Badge>
  );
}

/** The check-in time, the absence the family reported (decision 065), or 'Not checked in'. */
export function CheckInTime({ row, centreTime }: { row: AttendanceRow; centreTime: CentreTime }) {
  const t = useT();
  if (!row.record?.checkInTime && row.absence) return <ReportedAbsence absence={row.absence} />;
  return row.record?.checkInTime ? (
    centreTime(row.record.date, row.record.checkInTime)
  ) : (
    <span className="text-slate-600">{t('dashboard.notCheckedIn')}</span>
  );
}

/**
 * The row's next step: Check In or Check Out (named with the child), or when the child left.
 * At least 44 px tall in both layouts (issue 16: staff tap it on a tablet or phone at the
 * door); on the phone cards it spans the card's width, where a thumb reaches it.
 */
export function RowAction({
  row,
  onAct,
  centreTime,
  look,
}: {
  row: AttendanceRow;
  onAct: (row: AttendanceRow) => void;
  centreTime: CentreTime;
  look: 'table' | 'card';
}) {
  const t = useT();
  if (row.next === null) {
    const time = row.record?.checkOutTime
      ? centreTime(row.record.date, row.record.checkOutTime)
      : '';
    const person = row.record?.checkOutBy?.trim();
    return (
      <span className="text-sm text-slate-600">
        {person
          ? t('dashboard.checkedOutAtBy', { time, person })
          : t('dashboard.checkedOutAt', { time })}
      </span>
    );
  }
  const checkIn = row.next === 'checkin';
  const label = checkIn ? t('dashboard.checkIn') : t('dashboard.checkOut');
  const card = look === 'card';
  return (
    <Button
      size={card ? 'lg' : 'sm'}
      variant={checkIn ? 'primary' : 'outline'}
      className={cn('min-h-11', card && 'w-full')}
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
