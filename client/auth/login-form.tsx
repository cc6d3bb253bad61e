import { type FormEvent, useState } from 'react';
import type { LoginRequest } from '../../contract/auth.ts';
import { AppLink } from '../app/app-link.tsx';
import { Button } from '../components/ui/button.tsx';
import { CheckboxField } from '../components/ui/checkbox-field.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { toast } from '../components/ui/toast-store.ts';
import { t as translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { ApiError } from '../lib/api.ts';
import { type Portal, useLogin, useSecondStep } from '../lib/session.ts';
import type { SecondStepResponse } from '../../contract/two-step.ts';
import type { ForgotPasswordState } from './password-links.ts';
import { usePasskeySignIn } from './passkey-sign-in.ts';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/** What the toast says when the server refuses: throttling explains itself, the rest may not. */
function failureDescription(error: Error): string {
  if (error instanceof ApiError && error.status === 401) {
    return translate('auth.signInFailedDescription');
  }
  return error.message;
}

/**
 * The sign-in form. It is the first thing anyone downloads, so it carries no form library
 * and no schema: the server checks the fields against the contract (contract/auth.ts) and
 * its field errors, in the spec's words, show under the fields.
 */
export function LoginForm({ portal }: { portal: Portal }) {
  const t = useT();
  const login = useLogin(portal);
  const passkey = usePasskeySignIn(portal);
  // The password was right and the account asks for a code (decision 069) or a passkey (071).
  const [secondStep, setSecondStep] = useState<SecondStepResponse | null>(null);
  const [values, setValues] = useState<Required<LoginRequest>>({
    email: '',
    password: '',
    rememberMe: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (name: 'email' | 'password') => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.signIn(
      values,
      (error) => {
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
          setErrors({ email: error.fieldErrors.email, password: error.fieldErrors.password });
          return;
        }
        toast({
          title: translate('auth.signInFailed'),
          description: failureDescription(error),
          variant: 'destructive',
        });
      },
      setSecondStep,
    );
  };

  const onPasskey = () =>
    passkey.signIn(values.rememberMe, (error) => {
      toast({
        title: translate('auth.signInFailed'),
        description: passkeyFailure(error),
        variant: 'destructive',
      });
    });

  const idPrefix = `${portal}-login`;
  if (secondStep)
    return (
      <SecondStepForm
        portal={portal}
        step={secondStep}
        onRestart={() => {
          setValues((v) => ({ ...v, password: '' }));
          setSecondStep(null);
        }}
      />
    );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField id={`${idPrefix}-email`} label={t('auth.email')} error={errors.email}>
        {(fieldProps) => (
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={change('email')}
            {...fieldProps}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-password`} label={t('auth.password')} error={errors.password}>
        {(fieldProps) => (
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            {...fieldProps}
          />
        )}
      </FormField>
      <p className="-mt-2 text-right text-sm">
        <AppLink
          to={`/forgot-password?portal=${portal}`}
          state={{ email: values.email } satisfies ForgotPasswordState}
          className="font-medium text-blue-700 underline underline-offset-2"
        >
          {t('auth.forgotPassword')}
        </AppLink>
      </p>
      <CheckboxField
        id={`${idPrefix}-remember`}
        name="rememberMe"
        label={t('auth.rememberMe')}
        checked={values.rememberMe}
        onCheckedChange={(checked) => setValues((v) => ({ ...v, rememberMe: checked }))}
      />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
      <p className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </p>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={passkey.isPending}
        onClick={onPasskey}
      >
        {passkey.isPending ? t('auth.passkeyWaiting') : t('auth.usePasskey')}
      </Button>
    </form>
  );
}

/**
 * What a passkey sign-in that did not work says: the server's refusal as it is (the one
 * 'Sign in failed' answer, throttling), the browser's (cancelled, no passkey) in our words.
 */
function passkeyFailure(error: Error): string {
  if (error instanceof ApiError && error.status === 401)
    return translate('auth.signInFailedDescription');
  if (error instanceof ApiError) return error.message;
  return translate('auth.passkeyFailed');
}

/**
 * The second step: a code of the authenticator app, or a recovery code. Past its five
 * minutes (410) the person starts again from the password.
 */
function SecondStepForm({
  portal,
  step: asked,
  onRestart,
}: {
  portal: Portal;
  step: SecondStepResponse;
  onRestart: () => void;
}) {
  const t = useT();
  const step = useSecondStep(portal);
  const passkey = usePasskeySignIn(portal);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const onPasskey = () =>
    passkey.secondStep((failure) => {
      if (failure instanceof ApiError && failure.status === 410) {
        toast({ title: translate('auth.signInFailed'), description: failure.message });
        onRestart();
        return;
      }
      toast({
        title: translate('auth.signInFailed'),
        description:
          failure instanceof ApiError ? failure.message : translate('auth.passkeyFailed'),
        variant: 'destructive',
      });
    });
  const passkeyButton = asked.passkey && (
    <Button
      type="button"
      variant={asked.secondStep === 'passkey' ? 'primary' : 'outline'}
      size="lg"
      className="w-full"
      disabled={passkey.isPending}
      onClick={onPasskey}
    >
      {passkey.isPending ? t('auth.passkeyWaiting') : t('auth.usePasskey')}
    </Button>
  );
  // A passkey and no app: the passkey is the second step.
  if (asked.secondStep === 'passkey')
    return (
      <div className="space-y-5">
        <div className="space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{t('auth.secondStepTitle')}</h2>
          <p className="text-sm text-slate-700">{t('auth.passkeySecondStepDescription')}</p>
        </div>
        {passkeyButton}
        <Button type="button" variant="outline" className="w-full" onClick={onRestart}>
          {t('auth.backToPassword')}
        </Button>
      </div>
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(translate('auth.codeNeeded'));
      return;
    }
    step.send(code, (failure) => {
      if (failure instanceof ApiError && failure.status === 410) {
        toast({ title: translate('auth.signInFailed'), description: failure.message });
        onRestart();
        return;
      }
      if (failure instanceof ApiError && (failure.status === 401 || failure.status === 400)) {
        setError(failure.message);
        return;
      }
      toast({
        title: translate('auth.signInFailed'),
        description: failure.message,
        variant: 'destructive',
      });
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('auth.secondStepTitle')}</h2>
        <p className="text-sm text-slate-700">{t('auth.secondStepDescription')}</p>
      </div>
      <FormField id={`${portal}-login-code`} label={t('auth.code')} error={error}>
        {(fieldProps) => (
          <Input
            name="code"
            autoComplete="one-time-code"
            maxLength={20}
            autoFocus
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
            {...fieldProps}
          />
        )}
      </FormField>
      <p className="text-sm text-slate-600">{t('auth.recoveryCodeHint')}</p>
      <Button type="submit" size="lg" className="w-full" disabled={step.isPending}>
        {step.isPending ? t('auth.checkingCode') : t('auth.verify')}
      </Button>
      {passkeyButton}
      <Button type="button" variant="outline" className="w-full" onClick={onRestart}>
        {t('auth.backToPassword')}
      </Button>
    </form>
  );
}
