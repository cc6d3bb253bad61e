import type { StaffResponse } from '../../../contract/staff.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useRemoveStaff } from './queries.ts';
import { fullName } from '../../lib/format.ts';

interface Props {
  member: StaffResponse | null;
  onOpenChange: (open: boolean) => void;
}

/** The spec's confirmation before a staff member is removed (their history is kept). */
export function RemoveStaffDialog({ member, onOpenChange }: Props) {
  const remove = useRemoveStaff();
  const confirm = () => {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        toast({ title: 'Staff member removed successfully' });
        onOpenChange(false);
      },
      onError: (error) => toastError(error, 'Failed to remove staff member'),
    });
  };
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={onOpenChange}
      title={`Remove ${member ? fullName(member) : 'staff member'}?`}
      description="Are you sure you want to remove this staff member? This action cannot be undone."
      confirmLabel="Remove"
      pendingLabel="Removing..."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
