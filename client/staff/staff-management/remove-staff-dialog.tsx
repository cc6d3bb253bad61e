import type { StaffResponse } from '../../../contract/staff.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useRemoveStaff } from './queries.ts';
import { fullName } from '../../lib/format.ts';

interface Props {
  member: StaffResponse | null;
  onOpenChange: (open: boolean) => void;
}

/** The spec's confirmation before a staff member is removed (their history is kept). */
export function RemoveStaffDialog({ member, onOpenChange }: Props) {
  const t = useT();
  const remove = useRemoveStaff();
  const confirm = () => {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        toast({ title: t('staffManagement.removed') });
        onOpenChange(false);
      },
      onError: (error) => toastError(error, t('staffManagement.removeFailed')),
    });
  };
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={onOpenChange}
      title={
        member
          ? t('staffManagement.remove.title', { name: fullName(member) })
          : t('staffManagement.remove.titleNoName')
      }
      description={t('staffManagement.remove.description')}
      confirmLabel={t('staffManagement.remove.confirm')}
      pendingLabel={t('staffManagement.remove.pending')}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
