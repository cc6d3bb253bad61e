import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  type AttendanceResponse,
  type CheckInOutFormValues,
  checkInOutForm,
} from '../../../contract/attendance.ts';
import { useCentreTime } from '../../lib/centre-time.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { type Translate, useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { attendanceQuery, centreTodayQuery, childrenQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { ActionRadios } from './action-radios.tsx';
import { HealthAlertNotice } from '../../components/health/health-alert-notice.tsx';
import { performerLabel, performerOptions } from './performer-options.ts';
import { useRecordAttendance } from './queries.ts';
import { formatTime, fullName } from '../../lib/format.ts';
import { newAttendanceAction } from '../../lib/attendance-queue.ts';
import { ApiError } from '../../lib/api.ts';
import { CollectorField, type CollectorChoice } from './collector-field.tsx';
import { RestrictedStop } from './restricted-stop.tsx';

type Values = z.output<typeof checkInOutForm>;

/** What the chosen child's day says so far, and so which action comes next. */
function dayStatus(
  record: AttendanceResponse | undefined,
  t: Translate,
  centreTime: (isoDate: string, hhmm: string) => string,
) {
  if (!record?.checkInTime)
    return { text: t('attendance.notCheckedInToday'), next: 'checkin' } as const;
  const person = (stored: string | null) =>
    stored ? performerLabel(stored) : t('attendance.unknownPerson');
  if (!record.checkOutTime) {
    const values = {
      time: centreTime(record.date, record.checkInTime),
      person: person(record.checkInBy),
      recorder: record.checkInRecordedBy,
    };
    return {
      text: record.checkInRecordedBy
        ? t('attendance.checkedInAtRecordedBy', values)
        : t('attendance.checkedInAt', values),
      next: 'checkout',
    } as const;
  }
  const values = {
    time: centreTime(record.date, record.checkOutTime),
    person: person(record.checkOutBy),
    recorder: record.checkOutRecordedBy,
  };
  return {
    text: record.checkOutRecordedBy
      ? t('attendance.checkedOutAtRecordedBy', values)
      : t('attendance.checkedOutAt', values),
    next: 'checkout',
  } as const;
}

export function CheckInOutForm({ childId, onDone }: { childId?: number; onDone: () => void }) {
  const t = useT();
  const centreTime = useCentreTime();
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
  // At a check-out, who collects the child comes from its pick-up list (decision 065).
  const [collector, setCollector] = useState<CollectorChoice | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);
  const action = useWatch({ control, name: 'action' });
  const active = (children.data ?? []).filter((c) => c.isActive);
  const child = active.find((c) => c.id === chosenId);
  const status = child
    ? dayStatus(
        attendance.data?.find((r) => r.childId === child.id),
        t,
        centreTime,
      )
    : undefined;

  // Suggest the action the child's day calls for; the person can still choose the other.
  const suggested = status?.next;
  useEffect(() => {
    if (suggested) setValue('action', suggested);
  }, [chosenId, suggested, setValue]);

  // Check-in and check-out ask for the person differently: a switch starts the choice again.
  useEffect(() => {
    setCollector(null);
    setStopped(null);
    setValue('performedBy', '');
  }, [action, setValue]);

  const onSubmit = handleSubmit((values) => {
    const checkIn = values.action === 'checkin';
    const name = child ? fullName(child) : undefined;
    // The server records the centre's date; the time is when the person confirmed (the same
    // whether it is sent now or, offline, later from the device's queue).
    const action = newAttendanceAction({
      childId: values.childId,
      childName: name ?? '',
      kind: values.action,
      by: values.performedBy,
      ...(!checkIn && collector ? { collectedBy: collector.collectedBy } : {}),
    });
    record.mutate(action, {
      onSuccess: ({ queued }) => {
        let title;
        if (queued)
          title = t('attendance.savedOnDevice', {
            name: name ?? t('attendance.theChild'),
            action: values.action,
            time: formatTime(action.happenedAt),
          });
        else if (checkIn)
          title = name
            ? t('attendance.checkedInToast', { name })
            : t('attendance.childCheckedInToast');
        else
          title = name
            ? t('attendance.checkedOutToast', { name })
            : t('attendance.childCheckedOutToast');
        toast({ title });
        onDone();
      },
      onError: (error) => {
        // A restricted person: the dialog stops on the alert (the directors were told).
        if (error instanceof ApiError && error.status === 409 && error.fieldErrors?.collector) {
          setStopped(error.message);
          return;
        }
        if (!applyFieldErrors(error, ['childId'], setError)) {
          toastError(error, t('attendance.updateFailed'));
        }
      },
    });
  });

  const performers = child ? performerOptions(child) : [];
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormField
        id="attendance-child"
        label={t('attendance.child')}
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
              {children.isPending ? t('attendance.loadingChildren') : t('attendance.selectChild')}
            </option>
            {active.map((c) => (
              <option key={c.id} value={c.id}>
                {c.firstName} {c.lastName}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {/* Allergies and conditions, where staff take the child in (decision 066). */}
      <HealthAlertNotice childId={child?.id} />
      {children.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('attendance.childrenLoadFailed')}
        </p>
      ) : null}
      <ActionRadios register={register('action')} />
      {stopped ? <RestrictedStop message={stopped} /> : null}
      {action === 'checkout' && child ? (
        <CollectorField
          key={child.id}
          childId={child.id}
          error={errors.performedBy?.message}
          onChange={(choice) => {
            setCollector(choice);
            setStopped(null);
            setValue('performedBy', choice?.label ?? '');
          }}
        />
      ) : (
        <FormField
          id="attendance-performer"
          label={t('attendance.performedBy')}
          error={errors.performedBy?.message}
          hint={child ? undefined : t('attendance.performedByHint')}
        >
          {(p) => (
            <NativeSelect {...p} {...register('performedBy')} disabled={!child}>
              <option value="">{t('attendance.selectPerformer')}</option>
              {performers.map((stored) => (
                <option key={stored} value={stored}>
                  {performerLabel(stored)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      <FormActions
        onCancel={onDone}
        pending={record.isPending}
        submitLabel={
          action === 'checkout' ? t('attendance.confirmCheckOut') : t('attendance.confirmCheckIn')
        }
      />
    </form>
  );
}
