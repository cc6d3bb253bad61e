import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { PayerSummary } from '../../../contract/billing-views.ts';
import { z } from '../../../contract/zod.ts';
import { CheckboxField } from '../../components/ui/checkbox-field.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import { AmountField } from './amount-field.tsx';
import { centsToDollars, dollarsField } from './money.ts';
import { useSaveThirdParty } from './queries.ts';

const thirdPartyForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'errors.thirdPartyNameRequired' })
    .max(200, { error: 'errors.thirdPartyNameTooLong' }),
  amountCents: dollarsField(),
  isActive: z.boolean(),
});

/** Which third party the dialog edits: 'new' adds one to the account. */
export type ThirdPartyEditing = PayerSummary | 'new';

/** An employer or agency paying a fixed amount each period; ended rather than deleted. */
export function ThirdPartyDialog({
  accountId,
  editing,
  onOpenChange,
}: Omit<DialogSlotProps, 'open'> & { accountId: number; editing: ThirdPartyEditing | null }) {
  const t = useT();
  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={onOpenChange}
      title={
        editing === 'new'
          ? t('billingAdmin.thirdParty.addTitle')
          : t('billingAdmin.thirdParty.editTitle')
      }
      description={t('billingAdmin.thirdParty.description')}
    >
      {editing ? (
        <ThirdPartyForm
          accountId={accountId}
          editing={editing}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
  );
}

function ThirdPartyForm(props: {
  accountId: number;
  editing: ThirdPartyEditing;
  onDone: () => void;
}) {
  const { accountId, editing, onDone } = props;
  const t = useT();
  const save = useSaveThirdParty(accountId);
  const { register, control, handleSubmit, setError, formState } = useForm<
    z.input<typeof thirdPartyForm>,
    unknown,
    z.output<typeof thirdPartyForm>
  >({
    resolver: zodResolver(thirdPartyForm),
    defaultValues:
      editing === 'new'
        ? { name: '', amountCents: '', isActive: true }
        : {
            name: editing.name,
            amountCents: centsToDollars(editing.fixedAmountCents ?? 0),
            isActive: editing.isActive,
          },
  });
  const { errors } = formState;
  const submit = handleSubmit((body) =>
    save.mutate(
      { payerId: editing === 'new' ? undefined : editing.id, body },
      {
        onSuccess: (saved) => {
          toast({ title: t('billingAdmin.thirdParty.saved', { name: saved.name }) });
          onDone();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, ['name', 'amountCents'], setError))
            toastError(error, t('billingAdmin.saveFailed'));
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormField
        id="third-party-name"
        label={t('billingAdmin.thirdParty.name')}
        error={errors.name?.message}
      >
        {(p) => <Input autoComplete="organization" {...p} {...register('name')} />}
      </FormField>
      <AmountField
        id="third-party-amount"
        label={t('billingAdmin.thirdParty.amount')}
        error={errors.amountCents?.message}
        registration={register('amountCents')}
      />
      {editing !== 'new' ? (
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <CheckboxField
              id="third-party-active"
              label={t('billingAdmin.thirdParty.active')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ) : null}
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={t('billingAdmin.save')}
      />
    </form>
  );
}
