import type { ChildResponse } from '../../../contract/children.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { toastError } from '../../lib/toast-error.ts';
import { fullName } from '../../lib/format.ts';
import { useRemoveChild } from './queries.ts';

interface RemoveChildDialogProps {
  child: ChildResponse | null;
  onOpenChange: (open: boolean) => void;
}

/** Spec section 5's confirmation before a child is removed. */
export function RemoveChildDialog({ child, onOpenChange }: RemoveChildDialogProps) {
  const t = useT();
  const remove = useRemoveChild();
  const confirm = () => {
    if (!child) return;
    remove.mutate(child.id, {
      onSuccess: () => {
        toast({ title: t('children.removed') });
        onOpenChange(false);
      },
      onError: (error) => toastError(error, t('children.removeFailed')),
    });
  };
  return (
    <ConfirmDialog
      open={child !== null}
      onOpenChange={onOpenChange}
      title={
        child
          ? t('children.remove.title', { name: fullName(child) })
          : t('children.remove.titleNoName')
      }
      description={t('children.remove.description')}
      confirmLabel={t('children.remove.confirm')}
      pendingLabel={t('children.remove.pending')}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
