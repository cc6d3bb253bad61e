import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { earliestMoneyDate } from '../../../contract/billing.ts';
import type { PayerSummary } from '../../../contract/billing-views.ts';
import { isoDate } from '../../../contract/common.ts';
import { paymentMethods } from '../../../contract/enums.ts';
import { z } from '../../../contract/zod.ts';
import { paymentMethodLabel } from '../../components/billing/billing-labels.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCents } from '../../lib/format.ts';
import { centreTodayQuery } from '../../lib/query-options.ts';
import { AmountField } from './amount-field.tsx';
import { dollarsField } from './money.ts';
import { MoneyDialogForm } from './money-dialog-form.tsx';
import { useRecordPayment } from './queries.ts';

/** The form as typed: the amount in dollars; out of it, the request with integer cents. */
export const paymentForm = z
  .object({
    amountCents: dollarsField(),
    method: z.enum(paymentMethods, { error: 'errors.paymentMethod' }),
    checkNumber: z.string().trim().max(40, { error: 'errors.checkNumberTooLong' }),
    receivedOn: isoDate,
    note: z.string().trim().max(500, { error: 'errors.notesTooLong' }),
  })
  // Said together with the amount's message: `when` runs it even while another field fails.
  .refine((body) => body.method !== 'check' || body.checkNumber.trim() !== '', {
    error: 'errors.checkNumberRequired',
    path: ['checkNumber'],
    when: () => true,
  })
  .transform(({ checkNumber, ...body }) =>
    body.method === 'check' ? { ...body, checkNumber } : body,
  );
type PaymentInput = z.input<typeof paymentForm>;
type PaymentOutput = z.output<typeof paymentForm>;

const fields = ['amountCents', 'method', 'checkNumber', 'receivedOn', 'note'] as const;

/** Record Payment: money received at the centre, applied by the server to the oldest invoices. */
export function PaymentDialog({
  payer,
  open,
  onOpenChange,
}: DialogSlotProps & { payer: PayerSummary }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('billingAdmin.payment.title')}
      description={t('billingAdmin.payment.description', {
        name: payer.name,
        balance: formatCents(payer.balanceCents),
      })}
    >
      <PaymentForm payer={payer} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function PaymentForm({ payer, onDone }: { payer: PayerSummary; onDone: () => void }) {
  const t = useT();
  const today = useQuery(centreTodayQuery()).data;
  const record = useRecordPayment(payer.id);
  const form = useForm<PaymentInput, unknown, PaymentOutput>({
    resolver: zodResolver(paymentForm),
    defaultValues: {
      amountCents: '',
      method: 'cash',
      checkNumber: '',
      receivedOn: today ?? '',
      note: '',
    },
  });
  const { register, control, getValues, setValue, formState } = form;
  const { errors } = formState;
  const method = useWatch({ control, name: 'method' });
  useEffect(() => {
    if (today && !getValues('receivedOn')) setValue('receivedOn', today);
  }, [today, getValues, setValue]);

  return (
    <MoneyDialogForm
      form={form}
      write={record}
      fields={fields}
      saved={(payment) => ({
        title: t('billingAdmin.payment.saved', {
          amount: formatCents(payment.amountCents),
          name: payer.name,
        }),
      })}
      failed={t('billingAdmin.payment.failed')}
      submitLabel={t('billingAdmin.payment.submit')}
      onDone={onDone}
    >
      <AmountField
        id="payment-amount"
        label={t('billingAdmin.payment.amount')}
        error={errors.amountCents?.message}
        registration={register('amountCents')}
      />
      <FormField
        id="payment-method"
        label={t('billingAdmin.payment.method')}
        error={errors.method?.message}
      >
        {(p) => (
          <NativeSelect {...p} {...register('method')}>
            {paymentMethods.map((m) => (
              <option key={m} value={m}>
                {paymentMethodLabel(m)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {method === 'check' ? (
        <FormField
          id="payment-check-number"
          label={t('billingAdmin.payment.checkNumber')}
          error={errors.checkNumber?.message}
        >
          {(p) => <Input autoComplete="off" {...p} {...register('checkNumber')} />}
        </FormField>
      ) : null}
      <FormField
        id="payment-received-on"
        label={t('billingAdmin.payment.receivedOn')}
        error={errors.receivedOn?.message}
      >
        {(p) => (
          <Input
            type="date"
            min={today ? earliestMoneyDate(today) : undefined}
            max={today}
            {...p}
            {...register('receivedOn')}
          />
        )}
      </FormField>
      <FormField
        id="payment-note"
        label={t('billingAdmin.payment.note')}
        error={errors.note?.message}
      >
        {(p) => <Textarea rows={2} {...p} {...register('note')} />}
      </FormField>
    </MoneyDialogForm>
  );
}
