import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { LogActivityForm } from './log-activity-form.tsx';

type Props = DialogSlotProps & {
  /** Preselects this child (a screen about one child opens the dialog for them). */
  childId?: number;
};

/** Staff log an activity for a child (the prototype listed activities but had no way in). */
export function LogActivityDialog({ open, onOpenChange, childId }: Props) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('activities.title')}
      description={t('activities.dialogDescription')}
    >
      <LogActivityForm childId={childId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
