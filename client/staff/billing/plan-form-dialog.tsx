import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { PlanResponse } from '../../../contract/billing-views.ts';
import { billingCycles } from '../../../contract/enums.ts';
import { z } from '../../../contract/zod.ts';
import { billingCycleLabel } from '../../components/billing/billing-labels.ts';
import { CheckboxField } from '../../components/ui/checkbox-field.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import { AmountField } from './amount-field.tsx';
import { centsToDollars, dollarsField } from './money.ts';
import { useSavePlan } from './queries.ts';

const planForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'errors.planNameRequired' })
    .max(100, { error: 'errors.planNameTooLong' }),
  cycle: z.enum(billingCycles, { error: 'errors.billingCycle' }),
  amountCents: dollarsField({ allowZero: true }),
  registrationFeeCents: dollarsField({ allowZero: true }),
  isActive: z.boolean(),
});

/** Which plan the dialog edits: 'new' adds one. */
export type PlanEditing = PlanResponse | 'new';

/** Add a plan (a monthly one, say) or change one: a new price applies from its next period. */
export function PlanFormDialog({
  editing,
  onOpenChange,
}: Omit<DialogSlotProps, 'open'> & { editing: PlanEditing | null }) {
  const t = useT();
  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={onOpenChange}
      title={
        editing === 'new' ? t('billingAdmin.plans.addTitle') : t('billingAdmin.plans.editTitle')
      }
      description={
        editing === 'new'
          ? t('billingAdmin.plans.addDescription')
          : t('billingAdmin.plans.editDescription')
      }
    >
      {editing ? <PlanForm editing={editing} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function PlanForm({ editing, onDone }: { editing: PlanEditing; onDone: () => void }) {
  const t = useT();
  const save = useSavePlan();
  // A change already announced is what the plan will cost: the form starts from it.
  const price = editing === 'new' ? null : (editing.nextPrice ?? editing);
  const { register, control, handleSubmit, setError, formState } = useForm<
    z.input<typeof planForm>,
    unknown,
    z.output<typeof planForm>
  >({
    resolver: zodResolver(planForm),
    defaultValues:
      editing === 'new' || !price
        ? {
            name: '',
            cycle: 'monthly',
            amountCents: '',
            registrationFeeCents: '0.00',
            isActive: true,
          }
        : {
            name: editing.name,
            cycle: editing.cycle,
            amountCents: centsToDollars(price.amountCents),
            registrationFeeCents: centsToDollars(price.registrationFeeCents),
            isActive: editing.isActive,
          },
  });
  const { errors } = formState;
  const submit = handleSubmit(({ cycle, isActive, ...rest }) =>
    save.mutate(
      editing === 'new'
        ? { body: { ...rest, cycle } }
        : { id: editing.id, body: { ...rest, isActive } },
      {
        onSuccess: (plan) => {
          toast({ title: t('billingAdmin.plans.saved', { name: plan.name }) });
          onDone();
        },
        onError: (error) => {
          if (
            !applyFieldErrors(
              error,
              ['name', 'cycle', 'amountCents', 'registrationFeeCents'],
              setError,
            )
          )
            toastError(error, t('billingAdmin.saveFailed'));
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormField id="plan-name" label={t('billingAdmin.plans.name')} error={errors.name?.message}>
        {(p) => <Input {...p} {...register('name')} />}
      </FormField>
      <FormField
        id="plan-cycle"
        label={t('billingAdmin.plans.cycle')}
        hint={editing === 'new' ? undefined : t('billingAdmin.plans.cycleFixed')}
        error={errors.cycle?.message}
      >
        {(p) => (
          <NativeSelect {...p} {...register('cycle')} disabled={editing !== 'new'}>
            {billingCycles.map((cycle) => (
              <option key={cycle} value={cycle}>
                {billingCycleLabel(cycle)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <AmountField
        id="plan-amount"
        label={t('billingAdmin.plans.amount')}
        error={errors.amountCents?.message}
        registration={register('amountCents')}
      />
      <AmountField
        id="plan-fee"
        label={t('billingAdmin.plans.registrationFee')}
        error={errors.registrationFeeCents?.message}
        registration={register('registrationFeeCents')}
      />
      {editing !== 'new' ? (
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <CheckboxField
              id="plan-active"
              label={t('billingAdmin.plans.active')}
              hint={editing.isDefault ? t('billingAdmin.plans.defaultStays') : undefined}
              checked={field.value}
              disabled={editing.isDefault}
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
