import { useQuery } from '@tanstack/react-query';
import type { WithdrawnChild } from '../../../contract/children.ts';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { fullName } from '../../lib/format.ts';
import { centreTodayQuery, roomsQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useReEnrolChild } from './queries.ts';
import { RoomFromForm } from './room-from-form.tsx';

/** The calendar day after `day` (YYYY-MM-DD), in every zone. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

interface ReEnrolDialogProps {
  child: WithdrawnChild | null;
  onOpenChange: (open: boolean) => void;
}

/** Directors re-enrol a child who left: back in a room from a day after the last one. */
export function ReEnrolDialog({ child, onOpenChange }: ReEnrolDialogProps) {
  const t = useT();
  const today = useQuery(centreTodayQuery());
  const rooms = useQuery(roomsQuery());
  const reEnrol = useReEnrolChild();
  const done = () => onOpenChange(false);
  const ready = child && today.data && rooms.data;
  const dayAfter = child ? nextDay(child.lastDay) : '';
  return (
    <FormDialog
      open={child !== null}
      onOpenChange={onOpenChange}
      title={t('children.reEnrol.title')}
      description={child ? t('children.reEnrol.description', { name: fullName(child) }) : ''}
    >
      {ready ? (
        <RoomFromForm
          idPrefix="re-enrol"
          roomId={rooms.data.find((r) => r.name === child.room)?.id ?? ''}
          from={today.data > dayAfter ? today.data : dayAfter}
          fromLabel={t('children.reEnrol.from')}
          fromHint={t('children.reEnrol.fromHint')}
          submitLabel={t('children.reEnrol.submit')}
          pending={reEnrol.isPending}
          onCancel={done}
          onSave={(values, setError) =>
            reEnrol.mutate(
              { id: child.id, ...values },
              {
                onSuccess: () => {
                  toast({ title: t('children.reEnrol.saved'), description: fullName(child) });
                  done();
                },
                onError: (error) => {
                  if (!applyFieldErrors(error, ['roomId', 'from'], setError))
                    toastError(error, t('children.reEnrol.failed'));
                },
              },
            )
          }
        />
      ) : null}
    </FormDialog>
  );
}
