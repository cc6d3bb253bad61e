import { zodResolver } from '@hookform/resolvers/zod';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { type NewPasswordForm, newPasswordForm } from '../../contract/password-reset.ts';
import { Button } from '../components/ui/button.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { useT } from '../i18n/use-t.ts';
import { ApiError } from '../lib/api.ts';

/**
 * A new password and its confirmation, for a page a link opened (a password reset, a staff
 * invitation): `save` sends them with the link's token and does what follows. The server's
 * refusals are shown on their fields; its 410 (the link was used meanwhile) goes to
 * `onUnusable`.
 */
export function ChoosePasswordForm(props: {
  /** Whose password: for password managers. */
  email: string;
  idPrefix: string;
  passwordLabel: string;
  saveLabel: string;
  savingLabel: string;
  save: (values: NewPasswordForm) => Promise<void>;
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
        await props.save(values);
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
    ['password', props.passwordLabel, t('account.passwordMinimum')],
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
          id={`${props.idPrefix}-${name}`}
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
        {isPending ? props.savingLabel : props.saveLabel}
      </Button>
    </form>
  );
}
