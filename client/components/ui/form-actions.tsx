import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { DialogFooter } from './dialog.tsx';

interface FormActionsProps {
  onCancel: () => void;
  /** While the save runs, the submit button is disabled and says `pendingLabel`. */
  pending: boolean;
  submitLabel: ReactNode;
  pendingLabel?: string;
  /** Also hold Cancel while saving (a form that must not close half-way). */
  holdCancel?: boolean;
}

/** A dialog form's Cancel and submit buttons, submit last (first on phones, stacked). */
export function FormActions(props: FormActionsProps) {
  const { onCancel, pending, submitLabel, pendingLabel = 'Saving...', holdCancel } = props;
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={holdCancel && pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
