import { useNavigate } from 'react-router';
import type { MeResponse } from '../../../contract/auth.ts';
import type { VerifyInvitationResponse } from '../../../contract/invitations.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useAcceptInvitation } from './queries.ts';
import { StateCard } from './registration-cards.tsx';

/** A signed-in parent opening an invitation adds the child to the account they have. */
export function AddChildCard(props: {
  code: string;
  invitation: VerifyInvitationResponse;
  childName: string | null;
  me: MeResponse;
}) {
  const { code, invitation, childName, me } = props;
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const child = childName ?? 'your child';
  if (invitation.email.toLowerCase() !== me.email.toLowerCase()) {
    return (
      <StateCard
        tone="error"
        title="This invitation is for another account"
        description={`You are signed in as ${me.email}, but this invitation was sent to a different email address. Please sign out and open the link again.`}
      />
    );
  }
  return (
    <StateCard
      tone="success"
      title="You already have an account"
      description={`You are signed in as ${me.email}. Add ${child} to your account to see their reports.`}
    >
      <Button
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(code, {
            onSuccess: () => {
              toast({
                title: 'Child added',
                description: `${child} has been added to your account.`,
              });
              void navigate('/parent-dashboard');
            },
            onError: (error) => toastError(error, 'Failed to add the child to your account'),
          })
        }
      >
        {accept.isPending ? 'Adding...' : `Add ${child} to my account`}
      </Button>
    </StateCard>
  );
}
