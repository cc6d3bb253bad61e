import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  type AttendanceResponse,
  type CheckInOutFormValues,
  checkInOutForm,
} from '../../../contract/attendance.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { attendanceQuery, centreTodayQuery, childrenQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { ActionRadios } from './action-radios.tsx';
import { performerOptions } from './performer-options.ts';
import { useRecordAttendance } from './queries.ts';
import { fullName } from '../../lib/format.ts';

type Values = z.output<typeof checkInOutForm>;

/** ' Recorded by Tom Alvarez.' when the record says who saved it. */
const recordedBy = (name: string | null) => (name ? ` Recorded by ${name}.` : '');

/** What the chosen child's day says so far, and so which action comes next. */
function dayStatus(record: AttendanceResponse | undefined) {
  if (!record?.checkInTime) return { text: 'Not checked in today.', next: 'checkin' } as const;
  if (!record.checkOutTime)
    return {
      text:
        `Checked in at ${record.checkInTime} by ${record.checkInBy ?? 'unknown'}.` +
        recordedBy(record.checkInRecordedBy),
      next: 'checkout',
    } as const;
  return {
    text:
      `Checked out at ${record.checkOutTime} by ${record.checkOutBy ?? 'unknown'}.` +
      recordedBy(record.checkOutRecordedBy),
    next: 'checkout',
  } as const;
}

export function CheckInOutForm({ childId, onDone }: { childId?: number; onDone: () => void }) {
  const children = useQuery(childrenQuery());
  const today = useQuery(centreTodayQuery());
  const attendance = useQuery(attendanceQuery(today.data));
  const record = useRecordAttendance();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<CheckInOutFormValues, unknown, Values>({
    resolver: zodResolver(checkInOutForm),
    defaultValues: { childId: childId ? String(childId) : '', action: 'checkin', performedBy: '' },
  });

  const chosenId = Number(useWatch({ control, name: 'childId' })) || undefined;
  const action = useWatch({ control, name: 'action' });
  const active = (children.data ?? []).filter((c) => c.isActive);
  const child = active.find((c) => c.id === chosenId);
  const status = child
    ? dayStatus(attendance.data?.find((r) => r.childId === child.id))
    : undefined;

  // Suggest the action the child's day calls for; the person can still choose the other.
  const suggested = status?.next;
  useEffect(() => {
    if (suggested) setValue('action', suggested);
  }, [chosenId, suggested, setValue]);

  const onSubmit = handleSubmit((values) => {
    const name = child ? fullName(child) : 'The child';
    const checkIn = values.action === 'checkin';
    // The server records its own date and time (the centre's clock); the payload keeps the
    // spec's names and leaves those out, so a page left open past midnight still works.
    const body = checkIn
      ? { childId: values.childId, checkInBy: values.performedBy }
      : { childId: values.childId, checkOutBy: values.performedBy };
    record.mutate(body, {
      onSuccess: () => {
        toast({ title: `${name} checked ${checkIn ? 'in' : 'out'} successfully!` });
        onDone();
      },
      onError: (error) => {
        if (!applyFieldErrors(error, ['childId'], setError)) {
          toastError(error, 'Failed to update attendance');
        }
      },
    });
  });

  const performers = child ? performerOptions(child) : [];
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormField
        id="attendance-child"
        label="Child"
        error={errors.childId?.message}
        hint={status?.text}
      >
        {(p) => (
          // Remounted once the list is in, so a preselected child shows as selected.
          <NativeSelect
            key={children.isSuccess ? 'ready' : 'loading'}
            {...p}
            {...register('childId', {
              onChange: () => setValue('performedBy', ''),
            })}
          >
            <option value="">
              {children.isPending ? 'Loading children...' : 'Select a child'}
            </option>
            {active.map((c) => (
              <option key={c.id} value={c.id}>
                {c.firstName} {c.lastName}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {children.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Failed to load children data. Please try refreshing the page.
        </p>
      ) : null}
      <ActionRadios register={register('action')} />
      <FormField
        id="attendance-performer"
        label="Performed by"
        error={errors.performedBy?.message}
        hint={child ? undefined : 'Choose a child first to see who may drop off or pick up.'}
      >
        {(p) => (
          <NativeSelect {...p} {...register('performedBy')} disabled={!child}>
            <option value="">Select who is performing this action</option>
            {performers.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={record.isPending}
        submitLabel={action === 'checkout' ? 'Confirm Check Out' : 'Confirm Check In'}
      />
    </form>
  );
}
