import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { useT } from '../../i18n/use-t.ts';
import { IncidentReportForm } from './incident-report-form.tsx';

/** Spec 'Incident Report': child, staff, date, time, description, action taken. */
export function IncidentReportDialog({ open, onOpenChange }: DialogSlotProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('incidents.title')}</DialogTitle>
          <DialogDescription>{t('incidents.dialogDescription')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from a fresh form. */}
        <IncidentReportForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
