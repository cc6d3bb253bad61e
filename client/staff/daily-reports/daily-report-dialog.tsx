import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { DailyReportForm } from './daily-report-form.tsx';

/** Spec 'Daily Report': child, staff, meals, naps, activities, mood, notes. */
export function DailyReportDialog({ open, onOpenChange }: DialogSlotProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title="Daily Report"
      description="Record how the child’s day went. Their parents see the report in the parent portal."
    >
      <DailyReportForm onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
