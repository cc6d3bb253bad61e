import { type CreateActivityRequest, createActivityRequest } from '../../../contract/activities.ts';
import { ChildAndStaffFields } from '../../components/pickers/child-and-staff-fields.tsx';
import { useDayRecordForm } from '../../components/pickers/use-day-record-form.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useLogActivity } from './queries.ts';

export function LogActivityForm({ childId, onDone }: { childId?: number; onDone: () => void }) {
  const t = useT();
  const log = useLogActivity();
  const { form, onSubmit, pending, pickers } = useDayRecordForm({
    schema: createActivityRequest,
    defaultValues: {
      childId: childId ? String(childId) : '',
      staffId: '',
      activity: '',
      notes: '',
    } satisfies CreateActivityRequest,
    fields: ['childId', 'staffId', 'activity', 'notes'],
    save: log,
    saved: (name) => t('activities.saved', { name }),
    failed: t('activities.failed'),
    onDone,
  });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ChildAndStaffFields idPrefix="activity" {...pickers} />
      <FormField
        id="activity-name"
        label={t('activities.activity')}
        error={errors.activity?.message}
      >
        {(p) => (
          <Input
            placeholder={t('activities.activityPlaceholder')}
            {...p}
            {...register('activity')}
          />
        )}
      </FormField>
      <FormField id="activity-notes" label={t('common.notes')} error={errors.notes?.message}>
        {(p) => (
          <Textarea
            rows={3}
            placeholder={t('activities.notesPlaceholder')}
            {...p}
            {...register('notes')}
          />
        )}
      </FormField>
      <FormActions onCancel={onDone} pending={pending} submitLabel={t('activities.title')} />
    </form>
  );
}
