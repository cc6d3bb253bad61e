import { FormDialog } from '../../components/ui/form-dialog.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { useT } from '../../i18n/use-t.ts';
import { NewMessageForm } from './new-message-form.tsx';

/** Spec 'New Message' dialog, now a real form. */
export function NewMessageDialog({ open, onOpenChange }: DialogSlotProps) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('messages.newMessage')}
      description={t('messages.newMessageDescription')}
      className="max-w-2xl"
    >
      <NewMessageForm onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
