import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { ResetLinkSentResponse } from '../../../contract/password-reset.ts';
import { useT } from '../../i18n/use-t.ts';
import { toastError } from '../../lib/toast-error.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { toast } from '../ui/toast-store.ts';

/**
 * A director's "Send password reset e-mail" for someone else's account (staff or parent):
 * the person gets the link they would ask for themselves. Nobody sees or sets their password.
 */
export function SendPasswordLink(props: {
  /** Whose account: their name, as the button and the question say it. */
  name: string;
  send: () => Promise<ResetLinkSentResponse>;
  className?: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const sending = useMutation({ mutationFn: props.send });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={props.className}
        aria-label={t('accountAdmin.sendResetFor', { name: props.name })}
        onClick={() => setOpen(true)}
      >
        <KeyRound aria-hidden="true" /> {t('accountAdmin.sendReset')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('accountAdmin.confirmTitle', { name: props.name })}
        description={t('accountAdmin.confirmDescription')}
        confirmLabel={t('accountAdmin.confirm')}
        pendingLabel={t('accountAdmin.sending')}
        pending={sending.isPending}
        onConfirm={() =>
          sending.mutate(undefined, {
            onSuccess: ({ email }) => {
              setOpen(false);
              toast({
                title: t('accountAdmin.sent'),
                description: t('accountAdmin.sentDescription', { email }),
              });
            },
            onError: (error) => toastError(error, t('accountAdmin.failed')),
          })
        }
      />
    </>
  );
}
