import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type CreateChildResponse, createChildRequest } from '../../../contract/children.ts';
import { roomNames } from '../../../contract/enums.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { roomsQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useCreateChild } from './queries.ts';

/** Step 1 collects the child; the parent's details come with the invitation (step 3). */
const childInfo = createChildRequest.pick({
  firstName: true,
  lastName: true,
  dateOfBirth: true,
  room: true,
  allergies: true,
});
type ChildInfoInput = z.input<typeof childInfo>;
const fieldNames = ['firstName', 'lastName', 'dateOfBirth', 'room', 'allergies'] as const;

/** The browser's calendar day, for the date picker's upper bound (the server has the last word). */
function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface ChildInfoFormProps {
  submitLabel: string;
  onSaved: (child: CreateChildResponse) => void;
  /** Shown beside the submit button (a Cancel in the dialog). */
  secondaryAction?: ReactNode;
}

/** Enrolment step 1, shared by the full page and the dashboard's dialog: saves the child. */
export function ChildInfoForm({ submitLabel, onSaved, secondaryAction }: ChildInfoFormProps) {
  const t = useT();
  const id = useId();
  const rooms = useQuery(roomsQuery());
  const createChild = useCreateChild();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChildInfoInput, unknown, z.output<typeof childInfo>>({
    resolver: zodResolver(childInfo),
    defaultValues: { firstName: '', lastName: '', dateOfBirth: '', room: '', allergies: '' },
  });
  // The rooms table is the truth; its default names stand in until (or if not) it loads.
  const names = rooms.data?.map((room) => room.name) ?? roomNames;

  const onSubmit = handleSubmit((values) =>
    createChild.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => {
        if (!applyFieldErrors(error, fieldNames, setError)) {
          toastError(error, t('enrolment.enrollFailed'));
        }
      },
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={`${id}-first`}
          label={t('enrolment.firstName')}
          error={errors.firstName?.message}
        >
          {(control) => <Input autoComplete="off" {...control} {...register('firstName')} />}
        </FormField>
        <FormField
          id={`${id}-last`}
          label={t('enrolment.lastName')}
          error={errors.lastName?.message}
        >
          {(control) => <Input autoComplete="off" {...control} {...register('lastName')} />}
        </FormField>
        <FormField
          id={`${id}-dob`}
          label={t('enrolment.dateOfBirth')}
          error={errors.dateOfBirth?.message}
        >
          {(control) => (
            <Input type="date" max={todayIso()} {...control} {...register('dateOfBirth')} />
          )}
        </FormField>
        <FormField id={`${id}-room`} label={t('enrolment.room')} error={errors.room?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('room')}>
              <option value="">{t('enrolment.selectRoom')}</option>
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        id={`${id}-allergies`}
        label={t('enrolment.allergies')}
        hint={t('enrolment.allergiesHint')}
        error={errors.allergies?.message}
      >
        {(control) => <Textarea rows={3} {...control} {...register('allergies')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" disabled={createChild.isPending}>
          {createChild.isPending ? t('common.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
