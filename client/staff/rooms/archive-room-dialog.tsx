import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '../../../contract/zod.ts';
import { type RoomResponse, roomMessages } from '../../../contract/rooms.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useArchiveRoom } from './queries.ts';

const withChildren = z.object({
  moveChildrenTo: z.string().min(1, { error: roomMessages.chooseTarget }),
});
const empty = z.object({ moveChildrenTo: z.string() });
type ArchiveForm = z.infer<typeof withChildren>;

/**
 * Archive Room: the room leaves pickers, filters and ratios; what was recorded in it keeps
 * its name. A room with children asks where they go, from today (decision 060).
 */
export function ArchiveRoomDialog({
  room,
  rooms,
  open,
  onOpenChange,
}: DialogSlotProps & { room: RoomResponse | null; rooms: RoomResponse[] }) {
  const t = useT();
  if (!room) return null;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('rooms.manage.archiveTitle', { room: room.name })}
      description={
        room.childCount > 0
          ? t('rooms.manage.archiveWithChildren', { count: room.childCount })
          : t('rooms.manage.archiveEmpty')
      }
    >
      <ArchiveForm
        room={room}
        targets={rooms.filter((r) => r.id !== room.id)}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function ArchiveForm(props: { room: RoomResponse; targets: RoomResponse[]; onDone: () => void }) {
  const { room, targets, onDone } = props;
  const t = useT();
  const archive = useArchiveRoom();
  const hasChildren = room.childCount > 0;
  const form = useForm<ArchiveForm>({
    resolver: zodResolver(hasChildren ? withChildren : empty),
    defaultValues: { moveChildrenTo: '' },
  });
  const onSubmit = form.handleSubmit(({ moveChildrenTo }) =>
    archive.mutate(
      { id: room.id, moveChildrenTo: hasChildren ? moveChildrenTo : undefined },
      {
        onSuccess: (done) => {
          toast({
            title: t('rooms.manage.archived', { room: room.name }),
            description:
              done.movedChildren > 0
                ? t('rooms.manage.childrenMoved', { count: done.movedChildren })
                : undefined,
          });
          onDone();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, ['moveChildrenTo'], form.setError))
            toastError(error, t('rooms.manage.archiveFailed'));
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {hasChildren ? (
        <FormField
          id="archive-room-target"
          label={t('rooms.manage.moveChildrenTo', { count: room.childCount })}
          error={form.formState.errors.moveChildrenTo?.message}
        >
          {(control) => (
            <NativeSelect {...control} {...form.register('moveChildrenTo')}>
              <option value="">{t('rooms.manage.chooseRoom')}</option>
              {targets.map((target) => (
                <option key={target.id} value={String(target.id)}>
                  {target.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      <FormActions
        onCancel={onDone}
        pending={archive.isPending}
        submitLabel={t('rooms.manage.archive')}
      />
    </form>
  );
}
