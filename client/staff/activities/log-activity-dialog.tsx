import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { LogActivityForm } from './log-activity-form.tsx';

type Props = DialogSlotProps & {
  /** Preselects this child (a screen about one child opens the dialog for them). */
  childId?: number;
};

/** Staff log an activity for a child (the prototype listed activities but had no way in). */
export function LogActivityDialog({ open, onOpenChange, childId }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Log Activity</DialogTitle>
          <DialogDescription>
            Note what a child did today. Their parents see it in the parent portal.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from a fresh form. */}
        <LogActivityForm childId={childId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
