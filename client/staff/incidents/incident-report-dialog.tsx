import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { IncidentReportForm } from './incident-report-form.tsx';

/** Spec 'Incident Report': child, staff, date, time, description, action taken. */
export function IncidentReportDialog({ open, onOpenChange }: DialogSlotProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Incident Report</DialogTitle>
          <DialogDescription>
            Describe what happened, when, and what was done about it.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from a fresh form. */}
        <IncidentReportForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
