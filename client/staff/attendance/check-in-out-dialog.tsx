import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { CheckInOutForm } from './check-in-out-form.tsx';

type Props = DialogSlotProps & {
  /** Preselects this child (the dashboard's attendance table opens the dialog per row). */
  childId?: number;
};

/** Spec 'Check In/Out': choose the child, the action and who is dropping off or picking up. */
export function CheckInOutDialog({ open, onOpenChange, childId }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Check In/Out</DialogTitle>
          <DialogDescription>
            Record a child’s arrival or departure. The time is taken from the centre’s clock when
            you confirm.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from a fresh form. */}
        <CheckInOutForm childId={childId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
