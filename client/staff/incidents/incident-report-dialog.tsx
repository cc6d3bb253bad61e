import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';

export function IncidentReportDialog({ open, onOpenChange }: DialogSlotProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Incident Report</DialogTitle>
      </DialogContent>
    </Dialog>
  );
}
