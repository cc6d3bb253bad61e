import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';

export function CheckInOutDialog({ open, onOpenChange }: DialogSlotProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Check In/Out</DialogTitle>
      </DialogContent>
    </Dialog>
  );
}
