import { type CreateActivityRequest, createActivityRequest } from '../../../contract/activities.ts';
import { ChildAndStaffFields } from '../../components/pickers/child-and-staff-fields.tsx';
import { useDayRecordForm } from '../../components/pickers/use-day-record-form.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useLogActivity } from './queries.ts';

export function LogActivityForm({ childId, onDone }: { childId?: number; onDone: () => void }) {
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
    saved: (name) => `Activity logged for ${name}`,
    failed: 'Failed to log activity',
    onDone,
  });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ChildAndStaffFields idPrefix="activity" {...pickers} />
      <FormField id="activity-name" label="Activity" error={errors.activity?.message}>
        {(p) => <Input placeholder="e.g. Finger painting" {...p} {...register('activity')} />}
      </FormField>
      <FormField id="activity-notes" label="Notes" error={errors.notes?.message}>
        {(p) => <Textarea rows={3} placeholder="How it went" {...p} {...register('notes')} />}
      </FormField>
      <FormActions onCancel={onDone} pending={pending} submitLabel="Log Activity" />
    </form>
  );
}
