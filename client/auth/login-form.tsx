import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type LoginRequest, loginRequest, signInFailed } from '../../contract/auth.ts';
import { Button } from '../components/ui/button.tsx';
import { Checkbox } from '../components/ui/checkbox.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { toast } from '../components/ui/toast-store.ts';
import { ApiError } from '../lib/api.ts';
import { type Portal, useLogin } from '../lib/session.ts';

type LoginFields = z.output<typeof loginRequest>;
const fieldNames = ['email', 'password'] as const;

/** What the toast says when the server refuses: throttling explains itself, the rest may not. */
function failureDescription(error: Error): string {
  if (error instanceof ApiError && error.status === 401) return signInFailed.description;
  return error.message;
}

export function LoginForm({ portal }: { portal: Portal }) {
  const login = useLogin(portal);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginRequest, unknown, LoginFields>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
          for (const name of fieldNames) {
            const message = error.fieldErrors[name];
            if (message) setError(name, { message });
          }
          return;
        }
        toast({
          title: signInFailed.title,
          description: failureDescription(error),
          variant: 'destructive',
        });
      },
    }),
  );

  const idPrefix = `${portal}-login`;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormField id={`${idPrefix}-email`} label="Email" error={errors.email?.message}>
        {(fieldProps) => (
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...fieldProps}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-password`} label="Password" error={errors.password?.message}>
        {(fieldProps) => (
          <Input
            type="password"
            autoComplete="current-password"
            {...fieldProps}
            {...register('password')}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="rememberMe"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${idPrefix}-remember`}
              name={field.name}
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
            <Label htmlFor={`${idPrefix}-remember`}>Remember me for 30 days</Label>
          </div>
        )}
      />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
