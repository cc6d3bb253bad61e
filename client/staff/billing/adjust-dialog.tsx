import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { PayerSummary } from '../../../contract/billing-views.ts';
import { z } from '../../../contract/zod.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCents } from '../../lib/format.ts';
import { AmountField } from './amount-field.tsx';
import { dollarsField } from './money.ts';
import { MoneyDialogForm } from './money-dialog-form.tsx';
import { useAdjust } from './queries.ts';

/**
 * The form as typed: a credit lowers the balance, a charge raises it (billed on the next
 * invoice), a correction does either, as its direction says; the amount is always positive.
 */
export const adjustForm = z
  .object({
    kind: z.enum(['credit', 'charge', 'adjustment'], { error: 'errors.adjustmentKind' }),
    direction: z.enum(['raise', 'lower']),
    amountCents: dollarsField(),
    reason: z
      .string()
      .trim()
      .min(1, { error: 'errors.reasonRequired' })
      .max(500, { error: 'errors.reasonTooLong' }),
  })
  .transform(({ direction, ...body }) => ({
    ...body,
    amountCents:
      body.kind === 'adjustment' && direction === 'lower' ? -body.amountCents : body.amountCents,
  }));
type AdjustInput = z.input<typeof adjustForm>;
type AdjustOutput = z.output<typeof adjustForm>;

/** Adjust: a credit, a charge or a correction on one payer's ledger, always with its reason. */
export function AdjustDialog({
  payer,
  open,
  onOpenChange,
}: DialogSlotProps & { payer: PayerSummary }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('billingAdmin.adjust.title')}
      description={t('billingAdmin.adjust.description', {
        name: payer.name,
        balance: formatCents(payer.balanceCents),
      })}
    >
      <AdjustForm payer={payer} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AdjustForm({ payer, onDone }: { payer: PayerSummary; onDone: () => void }) {
  const t = useT();
  const adjust = useAdjust(payer.id);
  const form = useForm<AdjustInput, unknown, AdjustOutput>({
    resolver: zodResolver(adjustForm),
    defaultValues: { kind: 'credit', direction: 'lower', amountCents: '', reason: '' },
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const kind = useWatch({ control, name: 'kind' });

  return (
    <MoneyDialogForm
      form={form}
      write={adjust}
      fields={['kind', 'amountCents', 'reason']}
      saved={(entry) => ({
        title: t('billingAdmin.adjust.saved', { name: payer.name }),
        description:
          entry.amountCents > 0
            ? t('billingAdmin.ledger.raises', { amount: formatCents(entry.amountCents) })
            : t('billingAdmin.ledger.lowers', { amount: formatCents(-entry.amountCents) }),
      })}
      failed={t('billingAdmin.adjust.failed')}
      submitLabel={t('billingAdmin.adjust.submit')}
      onDone={onDone}
    >
      <FormField
        id="adjust-kind"
        label={t('billingAdmin.adjust.kind')}
        error={errors.kind?.message}
      >
        {(p) => (
          <NativeSelect {...p} {...register('kind')}>
            <option value="credit">{t('billingAdmin.adjust.kindCredit')}</option>
            <option value="charge">{t('billingAdmin.adjust.kindCharge')}</option>
            <option value="adjustment">{t('billingAdmin.adjust.kindCorrection')}</option>
          </NativeSelect>
        )}
      </FormField>
      {kind === 'adjustment' ? (
        <FormField id="adjust-direction" label={t('billingAdmin.adjust.direction')}>
          {(p) => (
            <NativeSelect {...p} {...register('direction')}>
              <option value="lower">{t('billingAdmin.adjust.lower')}</option>
              <option value="raise">{t('billingAdmin.adjust.raise')}</option>
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      <AmountField
        id="adjust-amount"
        label={t('billingAdmin.adjust.amount')}
        error={errors.amountCents?.message}
        registration={register('amountCents')}
      />
      <FormField
        id="adjust-reason"
        label={t('billingAdmin.adjust.reason')}
        error={errors.reason?.message}
      >
        {(p) => <Textarea rows={2} {...p} {...register('reason')} />}
      </FormField>
    </MoneyDialogForm>
  );
}
