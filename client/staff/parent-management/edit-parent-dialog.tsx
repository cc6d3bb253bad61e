import { type FormEvent, useId, useState } from 'react';
import type { ParentAccountListItem } from '../../../contract/parent-accounts.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useUpdateParentAccount } from './queries.ts';

type Field = 'firstName' | 'lastName' | 'phoneNumber';

function EditParentForm({
  account,
  onDone,
}: {
  account: ParentAccountListItem;
  onDone: () => void;
}) {
  const t = useT();
  const id = useId();
  const update = useUpdateParentAccount();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: account.firstName,
    lastName: account.lastName,
    phoneNumber: account.phoneNumber,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const field = (name: Field, label: string, type = 'text') => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]}>
      {(control) => (
        <Input
          type={type}
          autoComplete="off"
          {...control}
          value={values[name]}
          onChange={(e) => {
            setValues((v) => ({ ...v, [name]: e.target.value }));
            setErrors((er) => ({ ...er, [name]: undefined }));
          }}
        />
      )}
    </FormField>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        id: account.id,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: values.phoneNumber.trim(),
      },
      {
        onSuccess: () => {
          toast({ title: t('parentManagement.edit.saved') });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
          toastError(error, t('parentManagement.edit.failed'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {field('firstName', t('parentManagement.edit.firstName'))}
      {field('lastName', t('parentManagement.edit.lastName'))}
      {field('phoneNumber', t('parentManagement.edit.phone'), 'tel')}
      <FormActions
        onCancel={onDone}
        pending={update.isPending}
        submitLabel={t('parentManagement.edit.save')}
      />
    </form>
  );
}

/** Staff correct a parent's name and phone; the e-mail is their sign-in (decision 062). */
export function EditParentDialog({
  account,
  open,
  onOpenChange,
}: DialogSlotProps & { account: ParentAccountListItem }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('parentManagement.edit.title', { name: `${account.firstName} ${account.lastName}` })}
      description={t('parentManagement.edit.description', { email: account.email })}
    >
      <EditParentForm account={account} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
