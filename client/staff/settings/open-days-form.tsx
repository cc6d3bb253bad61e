import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isoWeekdays } from '../../../contract/centre-calendar.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { call } from '../../lib/api.ts';
import { formatWeekday } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { calendarKeys } from './open-days-queries.ts';

/**
 * The weekdays the centre opens (decision 073): on the others nobody is expected, so the
 * unexpected-absence alert stays quiet.
 */
export function OpenDaysForm({ current }: { current: number[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [days, setDays] = useState(() => new Set(current));
  const [error, setError] = useState(false);
  const save = useMutation({
    mutationFn: (openWeekdays: number[]) =>
      call('PUT /api/centre/open-days', { body: { openWeekdays } }),
    onSuccess: async () => {
      toast({ title: t('staffSettings.openDays.saved') });
      await Promise.all(
        calendarKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (failure) => toastError(failure, t('staffSettings.openDays.saveFailed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Refused by the server too: a centre open on no day expects nobody, ever.
    setError(days.size === 0);
    if (days.size > 0) save.mutate([...days]);
  };
  const toggle = (day: number, on: boolean) =>
    setDays((before) => {
      const next = new Set(before);
      if (on) next.add(day);
      else next.delete(day);
      return next;
    });
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <fieldset aria-describedby="open-days-hint">
        <legend className="text-sm font-medium">{t('staffSettings.openDays.legend')}</legend>
        <p id="open-days-hint" className="text-sm text-slate-600">
          {t('staffSettings.openDays.hint')}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {isoWeekdays.map((day) => (
            <label key={day} className="flex min-h-11 items-center gap-2 text-sm">
              <Checkbox checked={days.has(day)} onCheckedChange={(on) => toggle(day, on)} />
              {formatWeekday(day)}
            </label>
          ))}
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('errors.openDaysNone')}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" className="min-h-11" disabled={save.isPending}>
        {t('staffSettings.openDays.save')}
      </Button>
    </form>
  );
}
