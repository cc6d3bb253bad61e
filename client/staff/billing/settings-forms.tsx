import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { paymentInstructionsRequest } from '../../../contract/billing.ts';
import type { PaymentInstructionsRequest } from '../../../contract/billing.ts';
import type { PaymentInstructionsResponse } from '../../../contract/billing-views.ts';
import { z } from '../../../contract/zod.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import { centsToDollars, dollarsField } from './money.ts';
import { type BillingSettings, useSaveBillingSettings, useSaveInstructions } from './queries.ts';

const days = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, { error: message })
    .transform(Number)
    .refine((n) => n <= 60, { error: message });

const settingsForm = z.object({
  taxId: z.string().trim().max(50, { error: 'errors.taxIdTooLong' }),
  invoiceDueDays: days('errors.dueDaysRange'),
  lateFeeCents: dollarsField({ allowZero: true }),
  lateFeeGraceDays: days('errors.graceDaysRange'),
});
const settingsFields = ['taxId', 'invoiceDueDays', 'lateFeeCents', 'lateFeeGraceDays'] as const;

/** The provider's tax id, when invoices are due, and the late fee (0.00 turns them off). */
export function BillingSettingsForm({ settings }: { settings: BillingSettings }) {
  const t = useT();
  const save = useSaveBillingSettings();
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof settingsForm>,
    unknown,
    z.output<typeof settingsForm>
  >({
    resolver: zodResolver(settingsForm),
    defaultValues: {
      taxId: settings.taxId,
      invoiceDueDays: String(settings.invoiceDueDays),
      lateFeeCents: centsToDollars(settings.lateFeeCents),
      lateFeeGraceDays: String(settings.lateFeeGraceDays),
    },
  });
  const { errors } = formState;
  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => toast({ title: t('billingAdmin.settings.saved') }),
      onError: (error) => {
        if (!applyFieldErrors(error, settingsFields, setError))
          toastError(error, t('billingAdmin.saveFailed'));
      },
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormField
        id="settings-tax-id"
        label={t('billingAdmin.settings.taxId')}
        error={errors.taxId?.message}
      >
        {(p) => <Input autoComplete="off" {...p} {...register('taxId')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id="settings-due-days"
          label={t('billingAdmin.settings.dueDays')}
          error={errors.invoiceDueDays?.message}
        >
          {(p) => <Input inputMode="numeric" {...p} {...register('invoiceDueDays')} />}
        </FormField>
        <FormField
          id="settings-late-fee"
          label={t('billingAdmin.settings.lateFee')}
          hint={t('billingAdmin.settings.lateFeeHint')}
          error={errors.lateFeeCents?.message}
        >
          {(p) => (
            <Input inputMode="decimal" autoComplete="off" {...p} {...register('lateFeeCents')} />
          )}
        </FormField>
        <FormField
          id="settings-grace-days"
          label={t('billingAdmin.settings.graceDays')}
          error={errors.lateFeeGraceDays?.message}
        >
          {(p) => <Input inputMode="numeric" {...p} {...register('lateFeeGraceDays')} />}
        </FormField>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('billingAdmin.settings.save')}
      </Button>
    </form>
  );
}

const instructionFields = ['payeeName', 'bankDetails', 'checkAddress', 'reference'] as const;

/** How families pay: shown to them as written, and at the end of each invoice. */
export function InstructionsForm({ instructions }: { instructions: PaymentInstructionsResponse }) {
  const t = useT();
  const save = useSaveInstructions();
  const { register, handleSubmit, setError, formState } = useForm<
    PaymentInstructionsRequest,
    unknown,
    z.output<typeof paymentInstructionsRequest>
  >({
    resolver: zodResolver(paymentInstructionsRequest),
    defaultValues: {
      payeeName: instructions.payeeName,
      bankDetails: instructions.bankDetails,
      checkAddress: instructions.checkAddress,
      reference: instructions.reference,
    },
  });
  const { errors } = formState;
  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => toast({ title: t('billingAdmin.instructions.saved') }),
      onError: (error) => {
        if (!applyFieldErrors(error, instructionFields, setError))
          toastError(error, t('billingAdmin.saveFailed'));
      },
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormField
        id="instructions-payee"
        label={t('billingAdmin.instructions.payee')}
        error={errors.payeeName?.message}
      >
        {(p) => <Input {...p} {...register('payeeName')} />}
      </FormField>
      <FormField
        id="instructions-bank"
        label={t('billingAdmin.instructions.bank')}
        error={errors.bankDetails?.message}
      >
        {(p) => <Textarea rows={3} {...p} {...register('bankDetails')} />}
      </FormField>
      <FormField
        id="instructions-check-address"
        label={t('billingAdmin.instructions.checkAddress')}
        error={errors.checkAddress?.message}
      >
        {(p) => <Textarea rows={3} {...p} {...register('checkAddress')} />}
      </FormField>
      <FormField
        id="instructions-reference"
        label={t('billingAdmin.instructions.reference')}
        hint={t('billingAdmin.instructions.referenceHint')}
        error={errors.reference?.message}
      >
        {(p) => <Input {...p} {...register('reference')} />}
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('billingAdmin.instructions.save')}
      </Button>
    </form>
  );
}
