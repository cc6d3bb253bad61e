import { Copy, RotateCw, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { InvitationListItem } from '../../../contract/invitations.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { copyRegistrationLink } from '../../lib/copy-link.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useResendInvitation, useRevokeInvitation } from './queries.ts';

/** Copy Link for pending invitations only (spec); Revoke while pending; Resend until accepted. */
export function InvitationActions({ invitation }: { invitation: InvitationListItem }) {
  const [confirm, setConfirm] = useState<'revoke' | 'resend' | null>(null);
  const revoke = useRevokeInvitation();
  const resend = useResendInvitation();
  const { email, status, invitationLink } = invitation;
  const close = () => setConfirm(null);
  return (
    <div className="flex flex-wrap gap-2">
      {status === 'pending' && invitationLink ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Copy Link for ${email}`}
          onClick={() => void copyRegistrationLink(invitationLink)}
        >
          <Copy aria-hidden="true" /> Copy Link
        </Button>
      ) : null}
      {status === 'pending' || status === 'expired' ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Revoke invitation for ${email}`}
          onClick={() => setConfirm('revoke')}
        >
          <XCircle aria-hidden="true" /> Revoke
        </Button>
      ) : null}
      {status !== 'accepted' ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Resend invitation to ${email}`}
          onClick={() => setConfirm('resend')}
        >
          <RotateCw aria-hidden="true" /> Resend
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirm === 'revoke'}
        onOpenChange={(open) => !open && close()}
        title={`Revoke the invitation for ${email}?`}
        description="The registration link will stop working. You can send a new invitation later."
        confirmLabel="Revoke Invitation"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(invitation.id, {
            onSuccess: () => {
              close();
              toast({
                title: 'Invitation revoked',
                description: `The link sent to ${email} no longer works.`,
              });
            },
            onError: (error) => toastError(error, 'Failed to revoke invitation'),
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'resend'}
        onOpenChange={(open) => !open && close()}
        title={`Resend the invitation to ${email}?`}
        description="A new registration link will be e-mailed; the current link will stop working."
        confirmLabel="Resend Invitation"
        pendingLabel="Sending..."
        pending={resend.isPending}
        onConfirm={() =>
          resend.mutate(invitation.id, {
            onSuccess: () => {
              close();
              toast({
                title: 'Invitation Sent',
                description: `A new registration link was sent to ${email}.`,
              });
            },
            onError: (error) => toastError(error, 'Failed to send invitation'),
          })
        }
      />
    </div>
  );
}
