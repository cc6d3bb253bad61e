import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type CentreHours, centreHours } from '../../../contract/centre.ts';
import { Button } from '../../components/ui/button.tsx';
import { QueryCard } from '../../components/ui/query-card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { call, routeQuery } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import { ClosuresList } from './closures-list.tsx';
import { OpenDaysForm } from './open-days-form.tsx';
import { closuresQuery } from './open-days-queries.ts';

const hoursKey = ['centre', 'hours'] as const;
const fields = ['openingTime', 'closingTime', 'absenceAlertTime'] as const;

/**
 * Directors set the centre's opening hours: the parent dashboard shows them, and parents
 * watch classroom cameras only within them. With them, the time of the unexpected-absence
 * alert (decision 065), empty for none. Below them the weekdays it opens and its closures
 * (decision 073): the days children are expected.
 */
export function CentreHoursCard() {
  const t = useT();
  const hours = useQuery({
    queryKey: hoursKey,
    ...routeQuery('GET /api/centre/hours'),
  });
  return (
    <QueryCard
      id="centre-hours"
      title={t('staffSettings.hours.title')}
      description={t('staffSettings.hours.description')}
      query={hours}
      loading={t('staffSettings.hours.loading')}
      loadFailed={t('staffSettings.hours.loadFailed')}
    >
      {(current) => (
        <div className="space-y-6">
          <HoursForm current={current} />
          <CentreCalendarSection />
        </div>
      )}
    </QueryCard>
  );
}

function HoursForm({ current }: { current: CentreHours }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<CentreHours>({ resolver: zodResolver(centreHours), defaultValues: current });
  const save = useMutation({
    mutationFn: (body: CentreHours) => call('PUT /api/centre/hours', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(hoursKey, saved);
      toast({ title: t('staffSettings.hours.saved') });
    },
    onError: (error) => {
      if (!applyFieldErrors(error, fields, form.setError))
        toastError(error, t('staffSettings.hours.saveFailed'));
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-4"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <FormField
        id="centre-opening-time"
        label={t('staffSettings.hours.opening')}
        error={errors.openingTime?.message}
      >
        {(control) => <Input type="time" {...control} {...form.register('openingTime')} />}
      </FormField>
      <FormField
        id="centre-closing-time"
        label={t('staffSettings.hours.closing')}
        error={errors.closingTime?.message}
      >
        {(control) => <Input type="time" {...control} {...form.register('closingTime')} />}
      </FormField>
      <FormField
        id="centre-absence-alert-time"
        label={t('staffSettings.hours.absenceAlert')}
        hint={t('staffSettings.hours.absenceAlertHint')}
        error={errors.absenceAlertTime?.message}
      >
        {(control) => <Input type="time" {...control} {...form.register('absenceAlertTime')} />}
      </FormField>
      <Button type="submit" className="min-h-11" disabled={save.isPending}>
        {t('staffSettings.hours.save')}
      </Button>
    </form>
  );
}

function CentreCalendarSection() {
  const t = useT();
  const calendar = useQuery(closuresQuery());
  if (calendar.isPending)
    return <p className="text-sm text-slate-600">{t('staffSettings.closures.loading')}</p>;
  if (calendar.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('staffSettings.closures.loadFailed')}
      </p>
    );
  const { openWeekdays, closures, today } = calendar.data;
  return (
    <>
      <OpenDaysForm current={openWeekdays} />
      <ClosuresList closures={closures} today={today} />
    </>
  );
}
