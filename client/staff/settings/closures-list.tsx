import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import type { Closure } from '../../../contract/centre-calendar.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { call } from '../../lib/api.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { ClosureDialog } from './closure-dialog.tsx';
import { calendarKeys } from './open-days-queries.ts';

/** 'Thu, Nov 26 – Fri, Nov 27', or one day alone. */
export function closureDays(closure: Closure): string {
  const start = formatCalendarDay(closure.startDate, 'weekday');
  if (closure.endDate === closure.startDate) return start;
  return `${start} – ${formatCalendarDay(closure.endDate, 'weekday')}`;
}

/**
 * The centre's closures (decision 073): upcoming ones, each removable, and past ones kept
 * below them as a record of the days the centre was shut.
 */
export function ClosuresList({ closures, today }: { closures: Closure[]; today: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Closure | null>(null);
  const upcoming = closures.filter((c) => c.endDate >= today);
  const past = closures.filter((c) => c.endDate < today).reverse();
  const remove = useMutation({
    mutationFn: (id: number) => call('DELETE /api/centre/closures/:id', { params: { id } }),
    onSuccess: async () => {
      toast({ title: t('staffSettings.closures.removed') });
      setRemoving(null);
      await Promise.all(
        calendarKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => toastError(error, t('staffSettings.closures.removeFailed')),
  });
  return (
    <section aria-labelledby="closures-title" className="space-y-3">
      <div>
        <h3 id="closures-title" className="text-base font-semibold">
          {t('staffSettings.closures.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('staffSettings.closures.description')}</p>
      </div>
      {upcoming.length === 0 ? (
        <p className="text-sm text-slate-600">{t('staffSettings.closures.none')}</p>
      ) : (
        <ul
          aria-label={t('staffSettings.closures.upcoming')}
          className="divide-y divide-slate-200 rounded-md border border-slate-200"
        >
          {upcoming.map((closure) => (
            <li key={closure.id} className="flex flex-wrap items-center gap-3 p-3">
              <CalendarX aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{closure.name}</p>
                <p className="text-sm text-slate-600">{closureDays(closure)}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                className="min-h-11"
                onClick={() => setRemoving(closure)}
                aria-label={t('staffSettings.closures.removeNamed', { name: closure.name })}
              >
                {t('staffSettings.closures.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button className="min-h-11" onClick={() => setAdding(true)}>
        {t('staffSettings.closures.add')}
      </Button>
      {past.length > 0 ? (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium">
            {t('staffSettings.closures.past', { count: past.length })}
          </summary>
          <ul className="space-y-1 text-slate-700">
            {past.map((closure) => (
              <li key={closure.id}>
                <span className="font-medium">{closure.name}</span> · {closureDays(closure)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <ClosureDialog open={adding} onOpenChange={setAdding} today={today} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('staffSettings.closures.removeTitle', { name: removing?.name ?? '' })}
        description={t('staffSettings.closures.removeDescription')}
        confirmLabel={t('staffSettings.closures.remove')}
        pendingLabel={t('staffSettings.closures.removing')}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </section>
  );
}
