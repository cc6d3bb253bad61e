import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type CreateIncidentRequest, createIncidentRequest } from '../../../contract/incidents.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import {
  ChildAndStaffFields,
  useOwnStaffId,
} from '../../components/pickers/child-and-staff-fields.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { centreTodayQuery, childrenQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useCreateIncident } from './queries.ts';

type Values = z.output<typeof createIncidentRequest>;
const fields = ['childId', 'staffId', 'date', 'time', 'description', 'actionTaken'] as const;

export function IncidentReportForm({ onDone }: { onDone: () => void }) {
  const children = useQuery(childrenQuery());
  const today = useQuery(centreTodayQuery());
  const create = useCreateIncident();
  const ownStaffId = useOwnStaffId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<CreateIncidentRequest, unknown, Values>({
    resolver: zodResolver(createIncidentRequest),
    defaultValues: {
      childId: '',
      staffId: '',
      date: today.data ?? '',
      time: '',
      description: '',
      actionTaken: '',
    },
  });

  // Defaults that arrive after the form opened: the centre's today and the writer.
  useEffect(() => {
    if (today.data && !getValues('date')) setValue('date', today.data);
  }, [today.data, getValues, setValue]);
  useEffect(() => {
    if (ownStaffId && !getValues('staffId')) setValue('staffId', String(ownStaffId));
  }, [ownStaffId, getValues, setValue]);

  const onSubmit = handleSubmit((values) => {
    const child = children.data?.find((c) => c.id === values.childId);
    const name = child ? `${child.firstName} ${child.lastName}` : 'the child';
    create.mutate(values, {
      onSuccess: () => {
        toast({ title: `Incident report for ${name} submitted successfully!` });
        onDone();
      },
      onError: (error) => {
        if (applyFieldErrors(error, fields, setError)) return;
        toastError(error, 'Failed to submit incident report');
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p
        role="note"
        className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        The child’s parents will be notified of this incident report.
      </p>
      <ChildAndStaffFields
        idPrefix="incident"
        child={register('childId')}
        staff={register('staffId')}
        childError={errors.childId?.message}
        staffError={errors.staffId?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="incident-date" label="Date" error={errors.date?.message}>
          {(p) => <Input type="date" max={today.data} {...p} {...register('date')} />}
        </FormField>
        <FormField id="incident-time" label="Time" error={errors.time?.message}>
          {(p) => <Input type="time" {...p} {...register('time')} />}
        </FormField>
      </div>
      <FormField id="incident-description" label="Description" error={errors.description?.message}>
        {(p) => (
          <Textarea rows={3} placeholder="What happened?" {...p} {...register('description')} />
        )}
      </FormField>
      <FormField
        id="incident-action-taken"
        label="Action Taken"
        error={errors.actionTaken?.message}
      >
        {(p) => (
          <Textarea
            rows={2}
            placeholder="First aid given, who was informed..."
            {...p}
            {...register('actionTaken')}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Submitting...' : 'Submit Report'}
        </Button>
      </DialogFooter>
    </form>
  );
}
