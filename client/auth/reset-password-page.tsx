import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { LoadingIndicator } from '../components/ui/loading-indicator.tsx';
import { msg } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { cn } from '../lib/cn.ts';
import { call } from '../lib/api.ts';
import { setCurrentUser } from '../lib/current-user.ts';
import { loginPath, type Portal } from '../lib/session.ts';
import { ChoosePasswordForm } from './choose-password-form.tsx';
import { LoginShell } from './login-shell.tsx';
import { useLinkCheck } from './use-link-check.ts';

const linkClasses = 'font-medium text-blue-700 underline underline-offset-2';

/** Public: a person arrives here from a password link (?token=…) and chooses a new password. */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { state, retry, markUnusable } = useLinkCheck(
    token,
    (token) => call('GET /api/auth/password-reset/:token', { params: { token } }),
    t('errors.passwordResetLinkUnusable'),
  );
  const [donePortal, setDonePortal] = useState<Portal>();

  if (donePortal)
    return (
      <LoginShell
        title={t('passwordReset.doneTitle')}
        description={t('passwordReset.doneDescription')}
        footer={null}
      >
        <Link to={loginPath[donePortal]} className={cn(buttonClasses(), 'w-full')}>
          {t('passwordReset.signIn')}
        </Link>
      </LoginShell>
    );
  switch (state.kind) {
    case 'checking':
      return (
        <LoginShell title={t('passwordReset.chooseTitle')} description="" footer={null}>
          <LoadingIndicator message={msg('passwordReset.checking')} />
        </LoginShell>
      );
    case 'failed':
      return (
        <LoginShell
          title={t('passwordReset.checkFailed')}
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
          title={t('passwordReset.unusableTitle')}
          description={state.message}
          footer={
            <Link to="/login" className={linkClasses}>
              {t('passwordReset.backToSignIn')}
            </Link>
          }
        >
          <Link to="/forgot-password" className={cn(buttonClasses(), 'w-full')}>
            {t('passwordReset.askAgain')}
          </Link>
        </LoginShell>
      );
    case 'ready':
      return (
        <LoginShell
          title={t('passwordReset.chooseTitle')}
          description={t('passwordReset.chooseDescription', { email: state.link.email })}
          footer={null}
        >
          <NewPasswordFields
            token={token}
            email={state.link.email}
            onDone={setDonePortal}
            onUnusable={markUnusable}
          />
        </LoginShell>
      );
  }
}

function NewPasswordFields(props: {
  token: string;
  email: string;
  onDone: (portal: Portal) => void;
  onUnusable: (message: string) => void;
}) {
  const t = useT();
  return (
    <ChoosePasswordForm
      email={props.email}
      idPrefix="reset"
      passwordLabel={t('account.newPassword')}
      saveLabel={t('passwordReset.save')}
      savingLabel={t('passwordReset.saving')}
      onUnusable={props.onUnusable}
      save={async (values) => {
        const { portal } = await call('POST /api/auth/password-reset', {
          body: { token: props.token, ...values },
        });
        // Every session of the account has ended, this browser's too.
        setCurrentUser(null);
        props.onDone(portal);
      }}
    />
  );
}
