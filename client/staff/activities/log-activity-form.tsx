import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type CreateActivityRequest, createActivityRequest } from '../../../contract/activities.ts';
import {
  ChildAndStaffFields,
  useOwnStaffId,
} from '../../components/pickers/child-and-staff-fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { childrenQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useLogActivity } from './queries.ts';

type Values = z.output<typeof createActivityRequest>;
const fields = ['childId', 'staffId', 'activity', 'notes'] as const;

export function LogActivityForm({ childId, onDone }: { childId?: number; onDone: () => void }) {
  const children = useQuery(childrenQuery());
  const log = useLogActivity();
  const ownStaffId = useOwnStaffId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<CreateActivityRequest, unknown, Values>({
    resolver: zodResolver(createActivityRequest),
    defaultValues: {
      childId: childId ? String(childId) : '',
      staffId: '',
      activity: '',
      notes: '',
    },
  });

  useEffect(() => {
    if (ownStaffId && !getValues('staffId')) setValue('staffId', String(ownStaffId));
  }, [ownStaffId, getValues, setValue]);

  const onSubmit = handleSubmit((values) => {
    const child = children.data?.find((c) => c.id === values.childId);
    const name = child ? `${child.firstName} ${child.lastName}` : 'the child';
    log.mutate(values, {
      onSuccess: () => {
        toast({ title: `Activity logged for ${name}` });
        onDone();
      },
      onError: (error) => {
        if (!applyFieldErrors(error, fields, setError)) {
          toastError(error, 'Failed to log activity');
        }
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <ChildAndStaffFields
        idPrefix="activity"
        child={register('childId')}
        staff={register('staffId')}
        childError={errors.childId?.message}
        staffError={errors.staffId?.message}
      />
      <FormField id="activity-name" label="Activity" error={errors.activity?.message}>
        {(p) => <Input placeholder="e.g. Finger painting" {...p} {...register('activity')} />}
      </FormField>
      <FormField id="activity-notes" label="Notes" error={errors.notes?.message}>
        {(p) => <Textarea rows={3} placeholder="How it went" {...p} {...register('notes')} />}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={log.isPending}>
          {log.isPending ? 'Saving...' : 'Log Activity'}
        </Button>
      </DialogFooter>
    </form>
  );
}
