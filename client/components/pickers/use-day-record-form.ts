import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { t } from '../../i18n/i18n.ts';
import { toast } from '../ui/toast-store.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { fullName } from '../../lib/format.ts';
import { childrenQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useOwnStaffId } from './child-and-staff-fields.tsx';

/** What every record of the centre's day is about: a child, and the staff member writing. */
type DayRecordInput = FieldValues & { childId: string | number; staffId: string | number };

interface DayRecordFormOptions<Input extends DayRecordInput, Output extends { childId: number }> {
  /** The contract's request schema: the form validates with what the server validates with. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The form's own fields: a server message about one of them shows under it. */
  fields: readonly Path<Input>[];
  /** The feature's create mutation. */
  save: {
    mutate: (
      values: NoInfer<Output>,
      callbacks: { onSuccess: () => void; onError: (error: Error) => void },
    ) => void;
    isPending: boolean;
  };
  /** The success toast's title, given the child's full name (translated by the caller). */
  saved: (childName: string) => string;
  /** The error toast when the server gives no message (the spec's words, translated). */
  failed: string;
  /** Closes the dialog after a save (and on Cancel). */
  onDone: () => void;
}

/**
 * The set-up every day-record form (activity, daily report, incident) shares: the form on
 * the contract's schema, the writer preselected as the staff member, and on submit the save,
 * the success toast naming the child, and the server's field errors under their fields (a
 * toast when none belongs to the form). Each form keeps only its own fields.
 */
export function useDayRecordForm<Input extends DayRecordInput, Output extends { childId: number }>(
  options: DayRecordFormOptions<Input, Output>,
) {
  const { schema, defaultValues, fields, save, saved, failed, onDone } = options;
  const children = useQuery(childrenQuery());
  const ownStaffId = useOwnStaffId();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const { getValues, setValue, setError, handleSubmit, register, formState } = form;

  // The person writing is usually the staff member the record is from; the list may arrive
  // after the form opened, and a choice already made is kept.
  const staffId = 'staffId' as Path<Input>;
  useEffect(() => {
    if (ownStaffId && !getValues(staffId))
      setValue(staffId, String(ownStaffId) as PathValue<Input, Path<Input>>);
  }, [ownStaffId, getValues, setValue, staffId]);

  const submit = handleSubmit((values) => {
    const child = children.data?.find((c) => c.id === values.childId);
    save.mutate(values, {
      onSuccess: () => {
        toast({ title: saved(child ? fullName(child) : t('pickers.theChild')) });
        onDone();
      },
      onError: (error) => {
        if (!applyFieldErrors(error, fields, setError)) toastError(error, failed);
      },
    });
  });

  return {
    form,
    onSubmit: (event: FormEvent) => void submit(event),
    pending: save.isPending,
    /** The child and staff pickers' props (spread into ChildAndStaffFields). */
    pickers: {
      child: register('childId' as Path<Input>),
      staff: register(staffId),
      childError: formState.errors.childId?.message as string | undefined,
      staffError: formState.errors.staffId?.message as string | undefined,
    },
  };
}
