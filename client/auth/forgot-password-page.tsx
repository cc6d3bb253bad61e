import { type FormEvent, useState, useTransition } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { toast } from '../components/ui/toast-store.ts';
import { t as translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { ApiError, call } from '../lib/api.ts';
import { loginPath } from '../lib/session.ts';
import { LoginShell } from './login-shell.tsx';
import { type ForgotPasswordState, portalParam } from './password-links.ts';

const linkClasses = 'font-medium text-blue-700 underline underline-offset-2';

/**
 * 'Forgot password?' (both portals): the e-mail to send a link to. The answer is the same
 * whether or not the e-mail has an account, so the page says "if".
 */
export function ForgotPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const portal = portalParam(params.get('portal'));
  const typed = (useLocation().state as ForgotPasswordState)?.email ?? '';
  const [email, setEmail] = useState(typed);
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [isPending, startTransition] = useTransition();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      try {
        await call('POST /api/auth/password-reset/request', { body: { email } });
        setSentTo(email.trim());
      } catch (failure) {
        if (failure instanceof ApiError && failure.fieldErrors?.email) {
          setError(failure.fieldErrors.email);
          return;
        }
        toast({
          title: translate('common.error'),
          description: (failure as Error).message,
          variant: 'destructive',
        });
      }
    });
  };

  const back = (
    <Link to={loginPath[portal]} className={linkClasses}>
      {t('passwordReset.backToSignIn')}
    </Link>
  );
  if (sentTo !== undefined)
    return (
      <LoginShell
        title={t('passwordReset.sentTitle')}
        description={t('passwordReset.sentDescription', { email: sentTo })}
        footer={back}
      >
        <p role="status" className="text-center text-sm text-slate-700">
          {t('passwordReset.sentHint')}
        </p>
      </LoginShell>
    );
  return (
    <LoginShell
      title={t('passwordReset.forgotTitle')}
      description={t('passwordReset.forgotDescription')}
      footer={back}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField id="forgot-password-email" label={t('auth.email')} error={error}>
          {(fieldProps) => (
            <Input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
              {...fieldProps}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isPending}>
          {isPending ? t('passwordReset.sending') : t('passwordReset.sendLink')}
        </Button>
      </form>
    </LoginShell>
  );
}
