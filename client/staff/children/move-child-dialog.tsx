import { useQuery } from '@tanstack/react-query';
import type { ChildResponse } from '../../../contract/children.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { fullName } from '../../lib/format.ts';
import { centreTodayQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useMoveChild } from './queries.ts';
import { RoomFromForm } from './room-from-form.tsx';

type Props = DialogSlotProps & { child: ChildResponse };

/**
 * Directors move a child to another room from an effective day (decision 061): the days
 * before it stay counted in the old room.
 */
export function MoveChildDialog({ open, onOpenChange, child }: Props) {
  const t = useT();
  const today = useQuery(centreTodayQuery());
  const move = useMoveChild();
  const done = () => onOpenChange(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('children.move.title')}
      description={t('children.move.description', { name: fullName(child), room: child.room })}
    >
      {today.data ? (
        <RoomFromForm
          idPrefix="move-child"
          roomId=""
          from={today.data}
          fromLabel={t('children.move.from')}
          fromHint={t('children.move.fromHint')}
          submitLabel={t('children.move.submit')}
          pending={move.isPending}
          onCancel={done}
          onSave={(values, setError) =>
            move.mutate(
              { id: child.id, ...values },
              {
                onSuccess: () => {
                  toast({ title: t('children.move.saved'), description: fullName(child) });
                  done();
                },
                onError: (error) => {
                  if (!applyFieldErrors(error, ['roomId', 'from'], setError))
                    toastError(error, t('children.move.failed'));
                },
              },
            )
          }
        />
      ) : null}
    </FormDialog>
  );
}
