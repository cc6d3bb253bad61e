import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { LogActivityForm } from './log-activity-form.tsx';

type Props = DialogSlotProps & {
  /** Preselects this child (a screen about one child opens the dialog for them). */
  childId?: number;
};

/** Staff log an activity for a child (the prototype listed activities but had no way in). */
export function LogActivityDialog({ open, onOpenChange, childId }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Log Activity"
      description="Note what a child did today. Their parents see it in the parent portal."
    >
      <LogActivityForm childId={childId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
