import type { ChildMilestone } from '../../../contract/child-milestones.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useRemoveChildMilestone } from './queries.ts';

/** Removes a milestone recorded by mistake, after a confirmation (progress and badges follow). */
export function RemoveMilestoneDialog(props: {
  milestone: ChildMilestone | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { milestone, onOpenChange } = props;
  const t = useT();
  const remove = useRemoveChildMilestone();
  const confirm = () => {
    if (!milestone) return;
    remove.mutate(milestone.id, {
      onSuccess: () => {
        toast({ title: t('milestones.remove.done') });
        onOpenChange(false);
      },
      onError: (error) => toastError(error, t('milestones.remove.failed')),
    });
  };
  return (
    <ConfirmDialog
      open={milestone !== null}
      onOpenChange={onOpenChange}
      title={t('milestones.remove.title', { title: milestone?.template.title ?? '' })}
      description={t('milestones.remove.description')}
      confirmLabel={t('milestones.remove.confirm')}
      pendingLabel={t('milestones.remove.pending')}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
