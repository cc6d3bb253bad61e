import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type CreateInvitationResponse,
  createInvitationRequest,
} from '../../../contract/invitations.ts';
import type { Language } from '../../../contract/enums.ts';
import { InvitationLanguageField } from '../../components/pickers/invitation-language-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { i18n, isLanguage } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useCreateInvitation } from './queries.ts';

const contact = createInvitationRequest.pick({ email: true, phoneNumber: true });
type ContactInput = z.input<typeof contact>;
const fieldNames = ['email', 'phoneNumber'] as const;

interface InvitationFormProps {
  childId: number;
  /** The contact known from enrolment, if any (not the 'TBD' placeholder). */
  defaultValues: ContactInput;
  submitLabel: string;
  onCreated: (invitation: CreateInvitationResponse) => void;
  secondaryAction?: ReactNode;
}

/** Enrolment step 3, shared by the page and the dialog: creates the parent's invitation. */
export function InvitationForm(props: InvitationFormProps) {
  const { childId, defaultValues, submitLabel, onCreated, secondaryAction } = props;
  const t = useT();
  const id = useId();
  const createInvitation = useCreateInvitation();
  // The family's language is not known yet: the inviting person's own is the likeliest.
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.locale) ? i18n.locale : 'en');
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ContactInput, unknown, z.output<typeof contact>>({
    resolver: zodResolver(contact),
    defaultValues,
  });
  // Spec section 5: the submit button stays disabled until both fields are filled.
  const filled = watch(['email', 'phoneNumber']).every((value) => value?.trim());

  const onSubmit = handleSubmit((values) =>
    createInvitation.mutate(
      { ...values, childId, language },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (!applyFieldErrors(error, fieldNames, setError)) {
            toastError(error, t('enrolment.invitationFailed'));
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={`${id}-email`}
          label={t('enrolment.parentEmail')}
          error={errors.email?.message}
        >
          {(control) => (
            <Input type="email" autoComplete="off" {...control} {...register('email')} />
          )}
        </FormField>
        <FormField
          id={`${id}-phone`}
          label={t('enrolment.parentPhone')}
          error={errors.phoneNumber?.message}
        >
          {(control) => (
            <Input type="tel" autoComplete="off" {...control} {...register('phoneNumber')} />
          )}
        </FormField>
      </div>
      <InvitationLanguageField id={`${id}-language`} value={language} onChange={setLanguage} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" disabled={!filled || createInvitation.isPending}>
          {createInvitation.isPending ? t('enrolment.creating') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
