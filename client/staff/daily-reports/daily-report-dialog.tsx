import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { DailyReportForm } from './daily-report-form.tsx';

/** Spec 'Daily Report': child, staff, meals, naps, activities, mood, notes. */
export function DailyReportDialog({ open, onOpenChange }: DialogSlotProps) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={t('dailyReports.title')}
      description={t('dailyReports.dialogDescription')}
    >
      <DailyReportForm onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
