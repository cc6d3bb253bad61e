import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  roomRatioLimits,
  type UpdateRoomRequest,
  updateRoomRequest,
} from '../../../contract/rooms.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { useUpdateRoomRatio } from './queries.ts';

export type RatioRoom = { id: number; name: string; childrenPerStaff: number };

/** A director sets how many children one staff member may care for in a room (1:N). */
export function EditRoomRatioDialog({
  room,
  open,
  onOpenChange,
}: DialogSlotProps & { room: RatioRoom | null }) {
  const t = useT();
  const update = useUpdateRoomRatio();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<UpdateRoomRequest>({
    resolver: zodResolver(updateRoomRequest),
    defaultValues: { childrenPerStaff: room?.childrenPerStaff },
  });

  // Each opening starts from the room's current ratio, not from an earlier attempt.
  useEffect(() => {
    if (open && room) reset({ childrenPerStaff: room.childrenPerStaff });
  }, [open, room, reset]);

  if (!room) return null;
  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { id: room.id, ...values },
      {
        onSuccess: (saved) => {
          toast({
            title: t('rooms.ratioUpdated'),
            description: t('rooms.ratioUpdatedDescription', {
              room: saved.name,
              count: saved.childrenPerStaff,
            }),
          });
          onOpenChange(false);
        },
        onError: (error) => {
          const fieldError =
            error instanceof ApiError ? error.fieldErrors?.childrenPerStaff : undefined;
          if (fieldError) return setError('childrenPerStaff', { message: fieldError });
          toast({
            title: t('common.error'),
            description: error.message || t('rooms.updateFailed'),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('rooms.editRatioTitle', { room: room.name })}</DialogTitle>
          <DialogDescription>{t('rooms.editRatioDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
          <FormField
            id="room-ratio-children-per-staff"
            label={t('rooms.childrenPerStaff')}
            hint={t('rooms.childrenPerStaffHint', {
              min: formatNumber(roomRatioLimits.min),
              max: formatNumber(roomRatioLimits.max),
            })}
            error={errors.childrenPerStaff?.message}
          >
            {(fieldProps) => (
              <Input
                type="number"
                inputMode="numeric"
                min={roomRatioLimits.min}
                max={roomRatioLimits.max}
                step={1}
                {...fieldProps}
                {...register('childrenPerStaff', { valueAsNumber: true })}
              />
            )}
          </FormField>
          <FormActions
            onCancel={() => onOpenChange(false)}
            pending={update.isPending}
            submitLabel={t('rooms.saveRatio')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
