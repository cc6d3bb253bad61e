import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { LoadingIndicator } from '../components/ui/loading-indicator.tsx';
import { msg } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { call } from '../lib/api.ts';
import { setCurrentUser } from '../lib/current-user.ts';
import { ChoosePasswordForm } from './choose-password-form.tsx';
import { LoginShell } from './login-shell.tsx';
import { useLinkCheck } from './use-link-check.ts';

/**
 * Public: a staff member arrives from their invitation e-mail (?token=…), chooses a password
 * and lands signed in on the staff dashboard.
 */
export function StaffInvitationPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { state, retry, markUnusable } = useLinkCheck(
    token,
    (token) => call('GET /api/staff-invitations/:token', { params: { token } }),
    t('errors.staffInvitationUnusable'),
  );

  switch (state.kind) {
    case 'checking':
      return (
        <LoginShell title={t('staffInvitation.title')} description="" footer={null}>
          <LoadingIndicator message={msg('staffInvitation.checking')} />
        </LoginShell>
      );
    case 'failed':
      return (
        <LoginShell
          title={t('staffInvitation.checkFailed')}
          description={state.message}
          footer={null}
        >
          <Button className="w-full" variant="outline" onClick={retry}>
            {t('common.tryAgain')}
          </Button>
        </LoginShell>
      );
    case 'unusable':
      return (
        <LoginShell
          title={t('staffInvitation.unusableTitle')}
          description={state.message}
          footer={null}
        >
          <p className="text-center text-sm text-slate-700">{t('staffInvitation.contactNote')}</p>
        </LoginShell>
      );
    case 'ready': {
      const { link: invitation } = state;
      return (
        <LoginShell
          title={t('staffInvitation.title')}
          description={t('staffInvitation.description', {
            name: `${invitation.firstName} ${invitation.lastName}`,
            email: invitation.email,
            role: invitation.role,
          })}
          footer={null}
        >
          <ChoosePassword token={token} email={invitation.email} onUnusable={markUnusable} />
        </LoginShell>
      );
    }
  }
}

function ChoosePassword(props: {
  token: string;
  email: string;
  onUnusable: (message: string) => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <ChoosePasswordForm
      email={props.email}
      idPrefix="invitation"
      passwordLabel={t('auth.password')}
      saveLabel={t('staffInvitation.save')}
      savingLabel={t('staffInvitation.saving')}
      onUnusable={props.onUnusable}
      save={async (values) => {
        const me = await call('POST /api/staff-invitations/accept', {
          body: { token: props.token, ...values },
        });
        setCurrentUser(me);
        await navigate('/', { replace: true });
      }}
    />
  );
}
