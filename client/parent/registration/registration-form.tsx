import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { MeResponse } from '../../../contract/auth.ts';
import type { VerifyInvitationResponse } from '../../../contract/invitations.ts';
import { passwordsMatch, registerParentFields } from '../../../contract/parent-accounts.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { msg, t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { useRegisterParent } from './queries.ts';

// E-mail and phone come from the invitation (shown disabled); the code from the link.
const formSchema = passwordsMatch(
  registerParentFields.omit({ email: true, phoneNumber: true, invitationCode: true }),
);
type FormValues = z.input<typeof formSchema>;

// Labels and hints are message ids.
const fields: {
  name: Path<FormValues>;
  label: string;
  type?: string;
  auto?: string;
  hint?: string;
}[] = [
  { name: 'firstName', label: msg('registration.firstName'), auto: 'given-name' },
  { name: 'lastName', label: msg('registration.lastName'), auto: 'family-name' },
  { name: 'address', label: msg('registration.address'), auto: 'street-address' },
  {
    name: 'emergencyContactName',
    label: msg('registration.emergencyContactName'),
    auto: 'off',
  },
  {
    name: 'emergencyContactPhone',
    label: msg('registration.emergencyContactPhone'),
    type: 'tel',
    auto: 'off',
  },
  {
    name: 'password',
    label: msg('registration.password'),
    type: 'password',
    auto: 'new-password',
    hint: msg('registration.passwordHint'),
  },
  {
    name: 'confirmPassword',
    label: msg('registration.confirmPassword'),
    type: 'password',
    auto: 'new-password',
  },
];

interface RegistrationFormProps {
  code: string;
  invitation: VerifyInvitationResponse;
  onRegistered: (me: MeResponse) => void;
  /** The invited e-mail already has a parent account: sign in instead. */
  onExistingAccount: (message: string) => void;
}

export function RegistrationForm({
  code,
  invitation,
  onRegistered,
  onExistingAccount,
}: RegistrationFormProps) {
  const t = useT();
  const id = useId();
  const registerParent = useRegisterParent();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      address: '',
      emergencyContactName: '',
      emergencyContactPhone: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit((values) =>
    registerParent.mutate(
      {
        ...values,
        email: invitation.email,
        phoneNumber: invitation.phoneNumber,
        invitationCode: code,
      },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409)
            return onExistingAccount(error.message);
          if (
            applyFieldErrors(
              error,
              fields.map((f) => f.name),
              setError,
            )
          )
            return;
          toast({
            title: translate('registration.failed'),
            description:
              error instanceof ApiError && error.message
                ? error.message
                : translate('registration.failedDescription'),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  const field = (f: (typeof fields)[number]) => (
    <FormField
      key={f.name}
      id={`${id}-${f.name}`}
      label={t(f.label)}
      hint={f.hint ? t(f.hint) : undefined}
      error={errors[f.name]?.message}
    >
      {(control) => (
        <Input type={f.type ?? 'text'} autoComplete={f.auto} {...control} {...register(f.name)} />
      )}
    </FormField>
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.slice(0, 2).map(field)}
        <FormField
          id={`${id}-email`}
          label={t('registration.email')}
          hint={t('registration.fromInvitation')}
        >
          {(control) => <Input type="email" value={invitation.email} disabled {...control} />}
        </FormField>
        <FormField
          id={`${id}-phone`}
          label={t('registration.phoneNumber')}
          hint={t('registration.fromInvitation')}
        >
          {(control) => <Input type="tel" value={invitation.phoneNumber} disabled {...control} />}
        </FormField>
      </div>
      {field(fields[2]!)}
      <div className="grid gap-5 sm:grid-cols-2">{fields.slice(3).map(field)}</div>
      <Button type="submit" className="w-full" disabled={registerParent.isPending}>
        {registerParent.isPending
          ? t('registration.creatingAccount')
          : t('registration.createAccount')}
      </Button>
    </form>
  );
}
