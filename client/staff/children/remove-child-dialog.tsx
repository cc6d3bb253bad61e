import type { ChildResponse } from '../../../contract/children.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { toastError } from '../../lib/toast-error.ts';
import { fullName } from '../../lib/format.ts';
import { useRemoveChild } from './queries.ts';

interface RemoveChildDialogProps {
  child: ChildResponse | null;
  onOpenChange: (open: boolean) => void;
}

/** Spec section 5's confirmation before a child is removed. */
export function RemoveChildDialog({ child, onOpenChange }: RemoveChildDialogProps) {
  const remove = useRemoveChild();
  const confirm = () => {
    if (!child) return;
    remove.mutate(child.id, {
      onSuccess: () => {
        toast({ title: 'Child removed successfully' });
        onOpenChange(false);
      },
      onError: (error) => toastError(error, 'Failed to remove child'),
    });
  };
  return (
    <ConfirmDialog
      open={child !== null}
      onOpenChange={onOpenChange}
      title={`Remove ${child ? fullName(child) : 'child'}?`}
      description="Are you sure you want to remove this child? This action cannot be undone."
      confirmLabel="Remove Child"
      pendingLabel="Removing..."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
