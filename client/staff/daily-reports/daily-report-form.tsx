import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type CreateDailyReportRequest,
  createDailyReportRequest,
} from '../../../contract/daily-reports.ts';
import { moods } from '../../../contract/enums.ts';
import {
  ChildAndStaffFields,
  useOwnStaffId,
} from '../../components/pickers/child-and-staff-fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { childrenQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useCreateDailyReport } from './queries.ts';

type Values = z.output<typeof createDailyReportRequest>;
const fields = ['childId', 'staffId', 'meals', 'naps', 'activities', 'mood', 'notes'] as const;
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function DailyReportForm({ onDone }: { onDone: () => void }) {
  const children = useQuery(childrenQuery());
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
        if (!applyFieldErrors(error, fields, setError)) {
          toastError(error, 'Failed to save daily report');
        }
      },
    });
  });

  const text = (name: 'meals' | 'naps' | 'activities' | 'notes', label: string, hint: string) => (
    <FormField id={`daily-report-${name}`} label={label} error={errors[name]?.message}>
      {(p) => <Textarea rows={2} placeholder={hint} {...p} {...register(name)} />}
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
