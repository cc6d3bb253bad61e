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

/**
 * Below tablet width the attendance table's rows as one card per child (issue 16: the table
 * was wider than a phone, its Status and Check In/Out out of sight): name, age and status,
 * room and check-in time, then the Check In or Check Out button across the card.
 */
export function AttendanceCards({ rows, onAct }: AttendanceRowsProps) {
  const t = useT();
  const centreTime = useCentreTime();
  if (rows.length === 0)
    return <p className="py-8 text-center text-slate-600">{t('dashboard.noChildrenFound')}</p>;
  return (
    <ul aria-label={t('dashboard.attendanceTableCaption')} className="space-y-3">
      {rows.map((row) => {
        const headingId = `attendance-child-${row.child.id}`;
        return (
          <li key={row.child.id}>
            <article
              aria-labelledby={headingId}
              className="space-y-3 rounded-lg border border-slate-200 p-3"
            >
              <div className="flex items-start gap-3">
                <InitialsAvatar
                  name={row.name}
                  className="size-10 bg-blue-100 text-sm text-blue-900"
                />
                <div className="min-w-0 flex-1">
                  <h3 id={headingId} className="font-medium break-words text-slate-900">
                    {row.name}
                  </h3>
                  <p className="text-sm text-slate-600">{ageText(row.age)}</p>
                  <HealthAlertBadge childId={row.child.id} />
                </div>
                <StatusBadge row={row} />
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">{t('dashboard.column.room')}</dt>
                <dd className="break-words text-slate-900">{row.child.room}</dd>
                <dt className="text-slate-600">{t('dashboard.column.checkIn')}</dt>
                <dd className="text-slate-900">
                  <CheckInTime row={row} centreTime={centreTime} />
                </dd>
              </dl>
              <RowAction row={row} onAct={onAct} centreTime={centreTime} look="card" />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
