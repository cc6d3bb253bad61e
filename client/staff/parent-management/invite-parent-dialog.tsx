import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Language } from '../../../contract/enums.ts';
import { fillRequiredFields } from '../../../contract/invitations.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { InvitationLanguageField } from '../../components/pickers/invitation-language-field.tsx';
import { i18n, isLanguage, msg, translateText } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { childrenQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useCreateInvitation } from './queries.ts';

type Errors = Partial<Record<'childId' | 'email' | 'phoneNumber', string>>;

function InviteForm({ onDone }: { onDone: (created: boolean) => void }) {
  const t = useT();
  const id = useId();
  const children = useQuery(childrenQuery());
  const create = useCreateInvitation();
  const [childId, setChildId] = useState('');
  const [email, setEmail] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // The family's language is not known yet: the inviting person's own is the likeliest.
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.locale) ? i18n.locale : 'en');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!childId) missing.childId = msg('parentManagement.invite.chooseChild');
    if (!email.trim()) missing.email = fillRequiredFields;
    if (!phoneNumber.trim()) missing.phoneNumber = fillRequiredFields;
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      toast({
        title: t('common.error'),
        description: translateText(fillRequiredFields),
        variant: 'destructive',
      });
      return;
    }
    create.mutate(
      {
        childId: Number(childId),
        email: email.trim(),
        phoneNumber: phoneNumber.trim(),
        language,
      },
      {
        onSuccess: () => {
          toast({
            title: t('parentManagement.invitationSent'),
            description: t('parentManagement.invite.created'),
          });
          onDone(true);
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
          if (fieldErrors) setErrors(fieldErrors);
          toastError(error, t('parentManagement.invite.failed'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        id={`${id}-child`}
        label={t('parentManagement.invite.child')}
        error={errors.childId}
      >
        {(control) => (
          <NativeSelect {...control} value={childId} onChange={(e) => setChildId(e.target.value)}>
            <option value="">
              {children.isPending
                ? t('parentManagement.invite.loadingChildren')
                : t('parentManagement.invite.selectChild')}
            </option>
            {(children.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.firstName} {c.lastName} ({c.room})
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={`${id}-email`}
        label={t('parentManagement.invite.parentEmail')}
        error={errors.email}
      >
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
        label={t('parentManagement.invite.parentPhone')}
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
      <InvitationLanguageField id={`${id}-language`} value={language} onChange={setLanguage} />
      <FormActions
        onCancel={() => onDone(false)}
        pending={create.isPending}
        submitLabel={t('parentManagement.invite.send')}
        pendingLabel={t('parentManagement.sending')}
      />
    </form>
  );
}

/** Invite Parent: the child must have all five consents (the server answers 409 otherwise). */
export function InviteParentDialog({
  open,
  onOpenChange,
  onCreated,
}: DialogSlotProps & { onCreated?: () => void }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('parentManagement.invite.title')}
      description={t('parentManagement.invite.description')}
    >
      <InviteForm
        onDone={(created) => {
          onOpenChange(false);
          if (created) onCreated?.();
        }}
      />
    </FormDialog>
  );
}
