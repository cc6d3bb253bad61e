import {
  type CreateDailyReportRequest,
  createDailyReportRequest,
} from '../../../contract/daily-reports.ts';
import { moods } from '../../../contract/enums.ts';
import { ChildAndStaffFields } from '../../components/pickers/child-and-staff-fields.tsx';
import { useDayRecordForm } from '../../components/pickers/use-day-record-form.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useCreateDailyReport } from './queries.ts';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function DailyReportForm({ onDone }: { onDone: () => void }) {
  const create = useCreateDailyReport();
  const { form, onSubmit, pending, pickers } = useDayRecordForm({
    schema: createDailyReportRequest,
    defaultValues: {
      childId: '',
      staffId: '',
      meals: '',
      naps: '',
      activities: '',
      mood: '',
      notes: '',
    } satisfies CreateDailyReportRequest,
    fields: ['childId', 'staffId', 'meals', 'naps', 'activities', 'mood', 'notes'],
    save: create,
    saved: (name) => `Daily report for ${name} saved successfully!`,
    failed: 'Failed to save daily report',
    onDone,
  });
  const { register, formState } = form;
  const { errors } = formState;

  const text = (name: 'meals' | 'naps' | 'activities' | 'notes', label: string, hint: string) => (
    <FormField id={`daily-report-${name}`} label={label} error={errors[name]?.message}>
      {(p) => <Textarea rows={2} placeholder={hint} {...p} {...register(name)} />}
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ChildAndStaffFields idPrefix="daily-report" {...pickers} />
      {text('meals', 'Meals', 'What and how much they ate')}
      <FormField id="daily-report-naps" label="Naps" error={errors.naps?.message}>
        {(p) => <Input placeholder="e.g. 12:30–14:00 (90 min)" {...p} {...register('naps')} />}
      </FormField>
      {text('activities', 'Activities', 'What they did today')}
      <FormField id="daily-report-mood" label="Mood" error={errors.mood?.message}>
        {(p) => (
          <NativeSelect {...p} {...register('mood')}>
            <option value="">Select mood</option>
            {moods.map((mood) => (
              <option key={mood} value={mood}>
                {capitalised(mood)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {text('notes', 'Notes', 'Anything else the parents should know')}
      <FormActions onCancel={onDone} pending={pending} submitLabel="Save Report" />
    </form>
  );
}
