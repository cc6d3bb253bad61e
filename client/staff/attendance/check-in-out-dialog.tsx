import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { CheckInOutForm } from './check-in-out-form.tsx';

type Props = DialogSlotProps & {
  /** Preselects this child (the dashboard's attendance table opens the dialog per row). */
  childId?: number;
};

/** Spec 'Check In/Out': choose the child, the action and who is dropping off or picking up. */
export function CheckInOutDialog({ open, onOpenChange, childId }: Props) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('attendance.dialogTitle')}
      description={t('attendance.dialogDescription')}
    >
      <CheckInOutForm childId={childId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
