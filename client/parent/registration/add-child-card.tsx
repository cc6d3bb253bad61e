import { useNavigate } from 'react-router';
import type { MeResponse } from '../../../contract/auth.ts';
import type { VerifyInvitationResponse } from '../../../contract/invitations.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
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
  const t = useT();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const email = me.email;
  if (invitation.email.toLowerCase() !== email.toLowerCase()) {
    return (
      <StateCard
        tone="error"
        title={t('registration.otherAccount')}
        description={t('registration.otherAccountDescription', { email })}
      />
    );
  }
  return (
    <StateCard
      tone="success"
      title={t('registration.alreadyHaveAccount')}
      description={
        childName
          ? t('registration.addChildDescription', { email, child: childName })
          : t('registration.addYourChildDescription', { email })
      }
    >
      <Button
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(code, {
            onSuccess: () => {
              toast({
                title: translate('registration.childAdded'),
                description: childName
                  ? translate('registration.childAddedDescription', { child: childName })
                  : translate('registration.yourChildAddedDescription'),
              });
              void navigate('/parent-dashboard');
            },
            onError: (error) => toastError(error, translate('registration.addChildFailed')),
          })
        }
      >
        {accept.isPending
          ? t('registration.adding')
          : childName
            ? t('registration.addChild', { child: childName })
            : t('registration.addYourChild')}
      </Button>
    </StateCard>
  );
}
