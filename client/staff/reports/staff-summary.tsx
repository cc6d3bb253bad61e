import type { ReportStaffMember } from '../../../contract/reports.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useT } from '../../i18n/use-t.ts';
import { EmptyText } from './empty-text.tsx';

/** Five staff members, those who recorded most in the period first. */
export function StaffSummary(props: { staff: readonly ReportStaffMember[]; total: number }) {
  const t = useT();
  const { staff, total } = props;
  return (
    <section aria-labelledby="report-staff-title" className="space-y-3">
      <div>
        <h3 id="report-staff-title" className="text-base font-semibold text-slate-900">
          {t('reports.staffSummary')}
        </h3>
        <p className="text-sm text-slate-600">
          {t('reports.staffShown', { shown: staff.length, total })}
        </p>
      </div>
      {staff.length === 0 ? (
        <EmptyText text={t('reports.noStaff')} />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {staff.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">{member.name}</p>
                <p className="text-sm break-words text-slate-600">
                  {member.role} · {member.room ?? t('reports.noRoom')}
                </p>
              </div>
              <Badge variant={member.isOnDuty ? 'success' : 'neutral'}>
                {member.isOnDuty ? t('reports.onDuty') : t('reports.offDuty')}
              </Badge>
              <p className="w-full text-sm text-slate-700 sm:w-auto">
                {t('reports.col.records')}: {member.recordsInPeriod}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
