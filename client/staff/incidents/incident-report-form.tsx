import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { type CreateIncidentRequest, createIncidentRequest } from '../../../contract/incidents.ts';
import { ChildAndStaffFields } from '../../components/pickers/child-and-staff-fields.tsx';
import { useDayRecordForm } from '../../components/pickers/use-day-record-form.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useT } from '../../i18n/use-t.ts';
import { centreTodayQuery } from '../../lib/query-options.ts';
import { useCreateIncident } from './queries.ts';

export function IncidentReportForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const today = useQuery(centreTodayQuery());
  const create = useCreateIncident();
  const { form, onSubmit, pending, pickers } = useDayRecordForm({
    schema: createIncidentRequest,
    defaultValues: {
      childId: '',
      staffId: '',
      date: today.data ?? '',
      time: '',
      description: '',
      actionTaken: '',
    } satisfies CreateIncidentRequest,
    fields: ['childId', 'staffId', 'date', 'time', 'description', 'actionTaken'],
    save: create,
    saved: (name) => t('incidents.saved', { name }),
    failed: t('incidents.failed'),
    onDone,
  });
  const { register, getValues, setValue, formState } = form;
  const { errors } = formState;

  // The centre's today may arrive after the form opened.
  useEffect(() => {
    if (today.data && !getValues('date')) setValue('date', today.data);
  }, [today.data, getValues, setValue]);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p
        role="note"
        className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('incidents.parentsNotified')}
      </p>
      <ChildAndStaffFields idPrefix="incident" {...pickers} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="incident-date" label={t('common.date')} error={errors.date?.message}>
          {(p) => <Input type="date" max={today.data} {...p} {...register('date')} />}
        </FormField>
        <FormField id="incident-time" label={t('common.time')} error={errors.time?.message}>
          {(p) => <Input type="time" {...p} {...register('time')} />}
        </FormField>
      </div>
      <FormField
        id="incident-description"
        label={t('incidents.description')}
        error={errors.description?.message}
      >
        {(p) => (
          <Textarea
            rows={3}
            placeholder={t('incidents.descriptionPlaceholder')}
            {...p}
            {...register('description')}
          />
        )}
      </FormField>
      <FormField
        id="incident-action-taken"
        label={t('incidents.actionTaken')}
        error={errors.actionTaken?.message}
      >
        {(p) => (
          <Textarea
            rows={2}
            placeholder={t('incidents.actionTakenPlaceholder')}
            {...p}
            {...register('actionTaken')}
          />
        )}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={pending}
        submitLabel={t('incidents.submit')}
        pendingLabel={t('incidents.submitting')}
      />
    </form>
  );
}
