import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type CreateDailyReportRequest,
  createDailyReportRequest,
} from '../../../contract/daily-reports.ts';
import { moods } from '../../../contract/enums.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { ChildAndStaffFields, useOwnStaffId } from './child-and-staff-fields.tsx';
import { selectClasses, textareaClasses } from './field-classes.ts';
import { useChildren, useCreateDailyReport } from './queries.ts';
import { toastError } from './toast-error.ts';

type Values = z.output<typeof createDailyReportRequest>;
const fields = ['childId', 'staffId', 'meals', 'naps', 'activities', 'mood', 'notes'] as const;
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function DailyReportForm({ onDone }: { onDone: () => void }) {
  const children = useChildren();
  const create = useCreateDailyReport();
  const ownStaffId = useOwnStaffId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<CreateDailyReportRequest, unknown, Values>({
    resolver: zodResolver(createDailyReportRequest),
    defaultValues: {
      childId: '',
      staffId: '',
      meals: '',
      naps: '',
      activities: '',
      mood: '',
      notes: '',
    },
  });

  // The person writing is usually the staff member the report is from.
  useEffect(() => {
    if (ownStaffId && !getValues('staffId')) setValue('staffId', String(ownStaffId));
  }, [ownStaffId, getValues, setValue]);

  const onSubmit = handleSubmit((values) => {
    const child = children.data?.find((c) => c.id === values.childId);
    const name = child ? `${child.firstName} ${child.lastName}` : 'the child';
    create.mutate(values, {
      onSuccess: () => {
        toast({ title: `Daily report for ${name} saved successfully!` });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) {
          const known = fields.filter((f) => error.fieldErrors?.[f]);
          for (const f of known) setError(f, { message: error.fieldErrors[f] });
          if (known.length > 0) return;
        }
        toastError(error, 'Failed to save daily report');
      },
    });
  });

  const text = (name: 'meals' | 'naps' | 'activities' | 'notes', label: string, hint: string) => (
    <FormField id={`daily-report-${name}`} label={label} error={errors[name]?.message}>
      {(p) => (
        <textarea
          rows={2}
          className={textareaClasses}
          placeholder={hint}
          {...p}
          {...register(name)}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <ChildAndStaffFields
        idPrefix="daily-report"
        child={register('childId')}
        staff={register('staffId')}
        childError={errors.childId?.message}
        staffError={errors.staffId?.message}
      />
      {text('meals', 'Meals', 'What and how much they ate')}
      <FormField id="daily-report-naps" label="Naps" error={errors.naps?.message}>
        {(p) => <Input placeholder="e.g. 12:30–14:00 (90 min)" {...p} {...register('naps')} />}
      </FormField>
      {text('activities', 'Activities', 'What they did today')}
      <FormField id="daily-report-mood" label="Mood" error={errors.mood?.message}>
        {(p) => (
          <select className={selectClasses} {...p} {...register('mood')}>
            <option value="">Select mood</option>
            {moods.map((mood) => (
              <option key={mood} value={mood}>
                {capitalised(mood)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text('notes', 'Notes', 'Anything else the parents should know')}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Save Report'}
        </Button>
      </DialogFooter>
    </form>
  );
}
