import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';

export function DailyReportDialog({ open, onOpenChange }: DialogSlotProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Daily Report</DialogTitle>
      </DialogContent>
    </Dialog>
  );
}
