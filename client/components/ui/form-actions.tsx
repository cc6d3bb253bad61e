import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { DialogFooter } from './dialog.tsx';
import { useT } from '../../i18n/use-t.ts';

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
  const t = useT();
  const { onCancel, pending, submitLabel, holdCancel } = props;
  const pendingLabel = props.pendingLabel ?? t('common.saving');
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={holdCancel && pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
