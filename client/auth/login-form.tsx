import { type FormEvent, useState } from 'react';
import type { LoginRequest } from '../../contract/auth.ts';
import { signInFailed } from '../../contract/auth-texts.ts';
import { Button } from '../components/ui/button.tsx';
import { Checkbox } from '../components/ui/checkbox.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { toast } from '../components/ui/toast-store.ts';
import { ApiError } from '../lib/api.ts';
import { type Portal, useLogin } from '../lib/session.ts';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/** What the toast says when the server refuses: throttling explains itself, the rest may not. */
function failureDescription(error: Error): string {
  if (error instanceof ApiError && error.status === 401) return signInFailed.description;
  return error.message;
}

/**
 * The sign-in form. It is the first thing anyone downloads, so it carries no form library
 * and no schema: the server checks the fields against the contract (contract/auth.ts) and
 * its field errors, in the spec's words, show under the fields.
 */
export function LoginForm({ portal }: { portal: Portal }) {
  const login = useLogin(portal);
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
    login.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
          setErrors({ email: error.fieldErrors.email, password: error.fieldErrors.password });
          return;
        }
        toast({
          title: signInFailed.title,
          description: failureDescription(error),
          variant: 'destructive',
        });
      },
    });
  };

  const idPrefix = `${portal}-login`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField id={`${idPrefix}-email`} label="Email" error={errors.email}>
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
      <FormField id={`${idPrefix}-password`} label="Password" error={errors.password}>
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
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${idPrefix}-remember`}
          name="rememberMe"
          checked={values.rememberMe}
          onCheckedChange={(checked) => setValues((v) => ({ ...v, rememberMe: checked === true }))}
        />
        <Label htmlFor={`${idPrefix}-remember`}>Remember me for 30 days</Label>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
