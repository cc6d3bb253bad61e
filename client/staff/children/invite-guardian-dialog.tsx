import { type FormEvent, useId, useState } from 'react';
import { type Language, relationships } from '../../../contract/enums.ts';
import { fillRequiredFields } from '../../../contract/invitations.ts';
import { InvitationLanguageField } from '../../components/pickers/invitation-language-field.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { i18n, isLanguage } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { fullName } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { guardianRelationshipLabels } from './guardian-labels.ts';
import { useInviteGuardian } from './guardian-queries.ts';

type Child = { id: number; firstName: string; lastName: string };
type Errors = Partial<Record<'email' | 'phoneNumber' | 'relationship', string>>;

function InviteGuardianForm({ child, onDone }: { child: Child; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const invite = useInviteGuardian(child.id);
  const [email, setEmail] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [relationship, setRelationship] = useState<(typeof relationships)[number]>('parent');
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.locale) ? i18n.locale : 'en');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!email.trim()) missing.email = fillRequiredFields;
    if (!phoneNumber.trim()) missing.phoneNumber = fillRequiredFields;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    invite.mutate(
      { email: email.trim(), phoneNumber: phoneNumber.trim(), relationship, language },
      {
        onSuccess: () => {
          // The same words whether or not the address has an account (decision 062).
          toast({
            title: t('guardians.inviteDialog.sent'),
            description: t('guardians.inviteDialog.sentDescription', { email: email.trim() }),
          });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
          toastError(error, t('guardians.inviteDialog.failed'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id={`${id}-email`} label={t('guardians.inviteDialog.email')} error={errors.email}>
        {(control) => (
          <Input
            type="email"
            autoComplete="off"
            {...control}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-phone`}
        label={t('guardians.inviteDialog.phone')}
        error={errors.phoneNumber}
      >
        {(control) => (
          <Input
            type="tel"
            autoComplete="off"
            {...control}
            value={phoneNumber}
            onChange={(e) => setPhoneNumber(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-relationship`}
        label={t('guardians.inviteDialog.relationship')}
        error={errors.relationship}
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={relationship}
            onChange={(e) => {
              const value = relationships.find((r) => r === e.target.value);
              if (value) setRelationship(value);
            }}
          >
            {relationships.map((r) => (
              <option key={r} value={r}>
                {t(guardianRelationshipLabels[r]!)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <InvitationLanguageField id={`${id}-language`} value={language} onChange={setLanguage} />
      <FormActions
        onCancel={onDone}
        pending={invite.isPending}
        submitLabel={t('guardians.inviteDialog.send')}
        pendingLabel={t('guardians.inviteDialog.sending')}
      />
    </form>
  );
}

/**
 * Invite a further guardian to an enrolled child: a new address registers from the e-mailed
 * link, an address with an account confirms from it after signing in. The answer does not
 * say which (decision 062).
 */
export function InviteGuardianDialog({
  child,
  open,
  onOpenChange,
}: DialogSlotProps & { child: Child }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('guardians.inviteDialog.title', { name: fullName(child) })}
      description={t('guardians.inviteDialog.description')}
    >
      <InviteGuardianForm child={child} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
