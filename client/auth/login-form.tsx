import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { LoginRequest } from '../../contract/auth.ts';
import { Button } from '../components/ui/button.tsx';
import { CheckboxField } from '../components/ui/checkbox-field.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { toast } from '../components/ui/toast-store.ts';
import { t as translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { ApiError } from '../lib/api.ts';
import { type Portal, useLogin, useSecondStep } from '../lib/session.ts';
import type { ForgotPasswordState } from './password-links.ts';

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
  // The password was right and the account asks for a code (decision 069).
  const [secondStep, setSecondStep] = useState(false);
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
      () => setSecondStep(true),
    );
  };

  const idPrefix = `${portal}-login`;
  if (secondStep)
    return (
      <SecondStepForm
        portal={portal}
        onRestart={() => {
          setValues((v) => ({ ...v, password: '' }));
          setSecondStep(false);
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
        <Link
          to={`/forgot-password?portal=${portal}`}
          state={{ email: values.email } satisfies ForgotPasswordState}
          className="font-medium text-blue-700 underline underline-offset-2"
        >
          {t('auth.forgotPassword')}
        </Link>
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
    </form>
  );
}

/**
 * The second step: a code of the authenticator app, or a recovery code. Past its five
 * minutes (410) the person starts again from the password.
 */
function SecondStepForm({ portal, onRestart }: { portal: Portal; onRestart: () => void }) {
  const t = useT();
  const step = useSecondStep(portal);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
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
      <Button type="button" variant="outline" className="w-full" onClick={onRestart}>
        {t('auth.backToPassword')}
      </Button>
    </form>
  );
}
