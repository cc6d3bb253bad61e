import { zodResolver } from '@hookform/resolvers/zod';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { type NewPasswordForm, newPasswordForm } from '../../contract/password-reset.ts';
import { Button } from '../components/ui/button.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { LoadingIndicator } from '../components/ui/loading-indicator.tsx';
import { msg } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { ApiError, call } from '../lib/api.ts';
import { setCurrentUser } from '../lib/current-user.ts';
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
        const me = await call('POST /api/staff-invitations/accept', {
          body: { token: props.token, ...values },
        });
        setCurrentUser(me);
        await navigate('/', { replace: true });
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
    ['password', t('auth.password'), t('account.passwordMinimum')],
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
          id={`invitation-${name}`}
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
        {isPending ? t('staffInvitation.saving') : t('staffInvitation.save')}
      </Button>
    </form>
  );
}
