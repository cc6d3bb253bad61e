import { CalendarX } from 'lucide-react';
import { useId } from 'react';
import { ChildPicker } from '../../components/pickers/child-picker.tsx';
import { PickupList } from '../../components/handover/pickup-list.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { absenceReasonLabels } from '../../lib/absence-reasons.ts';
import { useChosenChild } from '../../lib/chosen-child.ts';
import { formatCalendarDay, fullName } from '../../lib/format.ts';
import { useAbsences, usePickupList, useWithdrawAbsence } from '../../lib/handover-queries.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useParentToday } from './queries.ts';
import { ReportAbsenceForm } from './report-absence-form.tsx';

/**
 * The family's hand-over view (?view=pickup, decision 065): who may collect the chosen
 * child, one-off passes, and the absences they report ahead.
 */
export function ParentHandoverView() {
  const t = useT();
  const { children, list: family, child, select } = useChosenChild();
  const today = useParentToday();
  if (children.isPending || today.isPending)
    return <LoadingIndicator message={t('handover.loading')} />;
  if (children.isError || today.isError || !today.data)
    return <p className="text-sm text-red-700">{t('handover.loadFailed')}</p>;
  return (
    <div className="space-y-8">
      <PageHeader
        title={t('handover.family.viewTitle')}
        description={t('handover.family.viewDescription')}
      />
      {child ? (
        <>
          <ChildPicker items={family} selectedId={child.id} onSelect={select} />
          <ChildHandover
            key={child.id}
            child={{ id: child.id, name: fullName(child) }}
            today={today.data}
          />
        </>
      ) : (
        <p className="text-sm text-slate-700">{t('handover.family.noChildren')}</p>
      )}
    </div>
  );
}

function ChildHandover({ child, today }: { child: { id: number; name: string }; today: string }) {
  const t = useT();
  const list = usePickupList(child.id);
  return (
    <div className="space-y-8">
      {list.isPending ? (
        <LoadingIndicator message={t('handover.loading')} />
      ) : list.isError ? (
        <p className="text-sm text-red-700">{t('handover.loadFailed')}</p>
      ) : (
        <PickupList
          child={child}
          list={list.data}
          today={today}
          showPhotos={false}
          canIssuePasses
        />
      )}
      <Absences child={child} today={today} />
    </div>
  );
}

function Absences({ child, today }: { child: { id: number; name: string }; today: string }) {
  const t = useT();
  const headingId = useId();
  const absences = useAbsences(child.id);
  const withdraw = useWithdrawAbsence(child.id);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <CalendarX aria-hidden="true" className="size-4" />
        {t('handover.absencesTitle')}
      </h3>
      {absences.data && absences.data.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {absences.data.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <p className="min-w-0 break-words">
                <span className="font-medium">{formatCalendarDay(a.date)}</span>
                {' · '}
                {t(absenceReasonLabels[a.reason])}
                {a.note ? `: ${a.note}` : ''}
              </p>
              <Button
                variant="outline"
                size="sm"
                disabled={withdraw.isPending}
                onClick={() =>
                  withdraw.mutate(a.id, { onError: (e) => toastError(e, t('handover.saveFailed')) })
                }
              >
                {t('handover.withdrawAbsence', { date: formatCalendarDay(a.date) })}
              </Button>
            </li>
          ))}
        </ul>
      ) : absences.isSuccess ? (
        <p className="text-sm text-slate-600">{t('handover.noAbsences')}</p>
      ) : null}
      <ReportAbsenceForm childId={child.id} childName={child.name} today={today} />
    </section>
  );
}
