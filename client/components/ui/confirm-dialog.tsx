import { Button } from './button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx';
import type { DialogSlotProps } from './dialog-slot.ts';
import { useT } from '../../i18n/use-t.ts';

type ConfirmDialogProps = DialogSlotProps & {
  /** The question, which also names the dialog ('Remove Emma Johnson?'). */
  title: string;
  /** The spec's confirmation sentence, read out with the title. */
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  /** While the action runs both buttons are disabled: it cannot be sent twice. */
  pending: boolean;
  onConfirm: () => void;
};

/**
 * A destructive action's confirmation, as an alert dialog rather than the browser's confirm():
 * focus stays in the page, and screen readers announce the question.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, pending, onConfirm } = props;
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
