import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { DailyReportForm } from './daily-report-form.tsx';

/** Spec 'Daily Report': child, staff, meals, naps, activities, mood, notes. */
export function DailyReportDialog({ open, onOpenChange }: DialogSlotProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Daily Report</DialogTitle>
          <DialogDescription>
            Record how the child’s day went. Their parents see the report in the parent portal.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from a fresh form. */}
        <DailyReportForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
