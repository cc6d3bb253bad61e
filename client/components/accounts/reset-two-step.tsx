import type { UseMutationResult } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { toastError } from '../../lib/toast-error.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { toast } from '../ui/toast-store.ts';

/**
 * A director's "Reset two-step sign-in" for someone (staff or parent) who lost the phone
 * with their authenticator app and their recovery codes (decision 069): it is turned off,
 * they are signed out everywhere and e-mailed, and they sign in with their password.
 */
export function ResetTwoStep(props: {
  /** Whose account: their name, as the button and the question say it. */
  name: string;
  /** The reset, refreshing the list it is shown in. */
  reset: UseMutationResult<unknown, Error, void>;
  className?: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={props.className}
        aria-label={t('accountAdmin.resetTwoStepFor', { name: props.name })}
        onClick={() => setOpen(true)}
      >
        <Smartphone aria-hidden="true" /> {t('accountAdmin.resetTwoStep')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('accountAdmin.resetTwoStepTitle', { name: props.name })}
        description={t('accountAdmin.resetTwoStepDescription')}
        confirmLabel={t('accountAdmin.resetTwoStepConfirm')}
        pendingLabel={t('accountAdmin.working')}
        pending={props.reset.isPending}
        onConfirm={() =>
          props.reset.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              toast({ title: t('accountAdmin.twoStepWasReset'), description: props.name });
            },
            onError: (error) => toastError(error, t('accountAdmin.resetTwoStepFailed')),
          })
        }
      />
    </>
  );
}
