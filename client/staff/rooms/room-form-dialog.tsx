import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type CreateRoomRequest,
  type RoomResponse,
  createRoomRequest,
  roomAgeLimits,
  roomRatioLimits,
} from '../../../contract/rooms.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { type FieldControlProps, FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useCreateRoom, useUpdateRoom } from './queries.ts';

const fields = ['name', 'ageFromMonths', 'ageToMonths', 'childrenPerStaff'] as const;

/**
 * Add Room, or Edit Room for `room`: its name (the centre's own words, never translated),
 * the ages it takes in months and its ratio (decision 060).
 */
export function RoomFormDialog({
  room,
  open,
  onOpenChange,
}: DialogSlotProps & { room: RoomResponse | null }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={room ? t('rooms.manage.editTitle', { room: room.name }) : t('rooms.manage.addTitle')}
      description={t('rooms.manage.formDescription')}
    >
      <RoomForm room={room} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function RoomForm({ room, onDone }: { room: RoomResponse | null; onDone: () => void }) {
  const t = useT();
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const form = useForm<CreateRoomRequest>({
    resolver: zodResolver(createRoomRequest),
    defaultValues: room
      ? {
          name: room.name,
          ageFromMonths: room.ageFromMonths,
          ageToMonths: room.ageToMonths,
          childrenPerStaff: room.childrenPerStaff,
        }
      : { name: '' },
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;
  const onError = (error: Error) => {
    if (!applyFieldErrors(error, fields, form.setError))
      toastError(error, t('rooms.manage.saveFailed'));
  };
  const onSubmit = form.handleSubmit((values) => {
    const onSuccess = (saved: RoomResponse) => {
      toast({
        title: room ? t('rooms.manage.saved') : t('rooms.manage.added'),
        description: saved.name,
      });
      onDone();
    };
    if (room) update.mutate({ id: room.id, ...values }, { onSuccess, onError });
    else create.mutate(values, { onSuccess, onError });
  });
  const ageHint = t('rooms.manage.ageHint', {
    min: formatNumber(roomAgeLimits.min),
    max: formatNumber(roomAgeLimits.max),
  });
  const number =
    (name: Exclude<(typeof fields)[number], 'name'>, min: number, max: number) =>
    (control: FieldControlProps) => (
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        {...control}
        {...form.register(name, { valueAsNumber: true })}
      />
    );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormField
        id="room-name"
        label={t('rooms.manage.name')}
        hint={t('rooms.manage.nameHint')}
        error={errors.name?.message}
      >
        {(control) => (
          <Input autoComplete="off" maxLength={100} {...control} {...form.register('name')} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="room-age-from"
          label={t('rooms.manage.ageFrom')}
          hint={ageHint}
          error={errors.ageFromMonths?.message}
        >
          {number('ageFromMonths', roomAgeLimits.min, roomAgeLimits.max)}
        </FormField>
        <FormField
          id="room-age-to"
          label={t('rooms.manage.ageTo')}
          hint={ageHint}
          error={errors.ageToMonths?.message}
        >
          {number('ageToMonths', roomAgeLimits.min, roomAgeLimits.max)}
        </FormField>
      </div>
      <FormField
        id="room-children-per-staff"
        label={t('rooms.childrenPerStaff')}
        hint={t('rooms.childrenPerStaffHint', {
          min: formatNumber(roomRatioLimits.min),
          max: formatNumber(roomRatioLimits.max),
        })}
        error={errors.childrenPerStaff?.message}
      >
        {number('childrenPerStaff', roomRatioLimits.min, roomRatioLimits.max)}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={pending}
        submitLabel={room ? t('rooms.manage.save') : t('rooms.manage.add')}
      />
    </form>
  );
}
