import { Copy, RotateCw, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { InvitationListItem } from '../../../contract/invitations.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';
import { copyRegistrationLink } from '../../lib/copy-link.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useResendInvitation, useRevokeInvitation } from './queries.ts';

/**
 * Copy Link for pending invitations only (spec); Revoke while pending; Resend until accepted.
 * Each button is at least 44 px tall (issue 16's touch targets); on the phone cards ('card')
 * they share the card's width.
 */
export function InvitationActions({
  invitation,
  look,
}: {
  invitation: InvitationListItem;
  look: 'table' | 'card';
}) {
  const t = useT();
  const button = {
    size: 'sm' as const,
    variant: 'outline' as const,
    className: cn('min-h-11', look === 'card' && 'flex-1'),
  };
  const [confirm, setConfirm] = useState<'revoke' | 'resend' | null>(null);
  const revoke = useRevokeInvitation();
  const resend = useResendInvitation();
  const { email, status, invitationLink } = invitation;
  const close = () => setConfirm(null);
  return (
    <div
      className={cn('flex flex-wrap gap-2', look === 'card' && 'border-t border-slate-200 pt-3')}
    >
      {status === 'pending' && invitationLink ? (
        <Button
          {...button}
          aria-label={t('parentManagement.actions.copyLinkFor', { email })}
          onClick={() => void copyRegistrationLink(invitationLink)}
        >
          <Copy aria-hidden="true" /> {t('parentManagement.actions.copyLink')}
        </Button>
      ) : null}
      {status === 'pending' || status === 'expired' ? (
        <Button
          {...button}
          aria-label={t('parentManagement.actions.revokeFor', { email })}
          onClick={() => setConfirm('revoke')}
        >
          <XCircle aria-hidden="true" /> {t('parentManagement.actions.revoke')}
        </Button>
      ) : null}
      {status !== 'accepted' ? (
        <Button
          {...button}
          aria-label={t('parentManagement.actions.resendTo', { email })}
          onClick={() => setConfirm('resend')}
        >
          <RotateCw aria-hidden="true" /> {t('parentManagement.actions.resend')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirm === 'revoke'}
        onOpenChange={(open) => !open && close()}
        title={t('parentManagement.revoke.title', { email })}
        description={t('parentManagement.revoke.description')}
        confirmLabel={t('parentManagement.revoke.confirm')}
        pendingLabel={t('parentManagement.revoke.pending')}
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(invitation.id, {
            onSuccess: () => {
              close();
              toast({
                title: t('parentManagement.revoke.done'),
                description: t('parentManagement.revoke.doneDescription', { email }),
              });
            },
            onError: (error) => toastError(error, t('parentManagement.revoke.failed')),
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'resend'}
        onOpenChange={(open) => !open && close()}
        title={t('parentManagement.resend.title', { email })}
        description={t('parentManagement.resend.description')}
        confirmLabel={t('parentManagement.resend.confirm')}
        pendingLabel={t('parentManagement.sending')}
        pending={resend.isPending}
        onConfirm={() =>
          resend.mutate(invitation.id, {
            onSuccess: () => {
              close();
              toast({
                title: t('parentManagement.invitationSent'),
                description: t('parentManagement.resend.doneDescription', { email }),
              });
            },
            onError: (error) => toastError(error, t('parentManagement.resend.failed')),
          })
        }
      />
    </div>
  );
}
