import { zodResolver } from '@hookform/resolvers/zod';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { type NewPasswordForm, newPasswordForm } from '../../contract/password-reset.ts';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { LoadingIndicator } from '../components/ui/loading-indicator.tsx';
import { msg } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { cn } from '../lib/cn.ts';
import { ApiError, call } from '../lib/api.ts';
import { setCurrentUser } from '../lib/current-user.ts';
import { loginPath, type Portal } from '../lib/session.ts';
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
  const [isPending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string>();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;

  const submit = (values: NewPasswordForm) =>
    startTransition(async () => {
      setFailure(undefined);
      try {
        const { portal } = await call('POST /api/auth/password-reset', {
          body: { token: props.token, ...values },
        });
        // Every session of the account has ended, this browser's too.
        setCurrentUser(null);
        props.onDone(portal);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 410) return props.onUnusable(error.message);
        const fields = error.fieldErrors ?? {};
        for (const name of ['password', 'confirmPassword'] as const)
          if (fields[name]) form.setError(name, { message: fields[name] });
        if (!fields.password && !fields.confirmPassword) setFailure(error.message);
      }
    });

  const fields = [
    ['password', t('account.newPassword'), t('account.passwordMinimum')],
    ['confirmPassword', t('account.confirmNewPassword'), undefined],
  ] as const;
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-5">
      {/* For password managers: whose password this is. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={props.email}
        readOnly
        hidden
      />
      {fields.map(([name, label, hint]) => (
        <FormField
          key={name}
          id={`reset-${name}`}
          label={label}
          hint={hint}
          error={errors[name]?.message}
        >
          {(control) => (
            <Input
              type="password"
              autoComplete="new-password"
              {...control}
              {...form.register(name)}
            />
          )}
        </FormField>
      ))}
      {failure ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending ? t('passwordReset.saving') : t('passwordReset.save')}
      </Button>
    </form>
  );
}
