import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  type ProfileResponse,
  type UpdateProfileRequest,
  updateProfileRequest,
} from '../../contract/account.ts';
import { Button } from '../components/ui/button.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { toast } from '../components/ui/toast-store.ts';
import { msg, t as translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { ApiError } from '../lib/api.ts';
import { useSaveProfile } from './queries.ts';

type Field = {
  name: keyof UpdateProfileRequest;
  /** A message id. */
  label: string;
  type?: string;
  autoComplete?: string;
};

const staffFields: Field[] = [
  { name: 'firstName', label: msg('account.firstName'), autoComplete: 'given-name' },
  { name: 'lastName', label: msg('account.lastName'), autoComplete: 'family-name' },
  { name: 'email', label: msg('account.email'), type: 'email', autoComplete: 'email' },
  { name: 'phone', label: msg('account.phone'), type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: msg('account.address'), autoComplete: 'street-address' },
];
const parentFields: Field[] = [
  ...staffFields,
  { name: 'emergencyContactName', label: msg('account.emergencyContactName') },
  {
    name: 'emergencyContactPhone',
    label: msg('account.emergencyContactPhone'),
    type: 'tel',
  },
];

/** The signed-in person's own profile; staff also write a short bio. */
export function ProfileForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile: ProfileResponse;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const form = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequest),
    defaultValues: profile,
  });
  const save = useSaveProfile();
  const errors = form.formState.errors;
  const fields = profile.kind === 'staff' ? staffFields : parentFields;
  // The e-mail is the sign-in name: changing it needs the password (the server insists).
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== profile.email.toLowerCase();

  const submit = form.handleSubmit(({ currentPassword, ...values }) =>
    save.mutate(emailChanged ? { ...values, currentPassword } : values, {
      onSuccess: (saved) => {
        form.reset({ ...saved, currentPassword: '' });
        toast({
          title: translate('account.profileSaved'),
          description: translate('account.profileSavedDescription'),
        });
        onSaved?.();
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
        if (fieldErrors) {
          for (const [name, message] of Object.entries(fieldErrors)) {
            form.setError(name as keyof UpdateProfileRequest, { message });
          }
        }
        toast({
          title: translate('common.error'),
          description: error.message,
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form className="space-y-4" noValidate onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <FormField
            key={f.name}
            id={`profile-${f.name}`}
            label={t(f.label)}
            error={errors[f.name]?.message}
          >
            {(control) => (
              <Input
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                {...control}
                {...form.register(f.name)}
              />
            )}
          </FormField>
        ))}
      </div>
      {emailChanged ? (
        <FormField
          id="profile-currentPassword"
          label={t('account.profileCurrentPassword')}
          hint={t('account.currentPasswordHint')}
          error={errors.currentPassword?.message}
        >
          {(control) => (
            <Input
              type="password"
              autoComplete="current-password"
              {...control}
              {...form.register('currentPassword')}
            />
          )}
        </FormField>
      ) : null}
      {profile.kind === 'staff' ? (
        <FormField id="profile-bio" label={t('account.bio')} error={errors.bio?.message}>
          {(control) => <Textarea rows={4} {...control} {...form.register('bio')} />}
        </FormField>
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.saveChanges')}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
