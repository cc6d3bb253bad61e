import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '../../../contract/zod.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import { percentField, pointsToPercent } from './money.ts';
import { useSetDiscount } from './queries.ts';

export type DiscountChild = { id: number; name: string; discountBasisPoints: number };

const discountForm = z.object({ discountBasisPoints: percentField() });

/** A child's discount off each period's tuition, from the next invoice on. */
export function DiscountDialog({
  child,
  onOpenChange,
}: Omit<DialogSlotProps, 'open'> & { child: DiscountChild | null }) {
  const t = useT();
  return (
    <FormDialog
      open={child !== null}
      onOpenChange={onOpenChange}
      title={t('billingAdmin.discount.title')}
      description={t('billingAdmin.discount.description', { name: child?.name ?? '' })}
    >
      {child ? <DiscountForm child={child} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function DiscountForm({ child, onDone }: { child: DiscountChild; onDone: () => void }) {
  const t = useT();
  const save = useSetDiscount();
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof discountForm>,
    unknown,
    z.output<typeof discountForm>
  >({
    resolver: zodResolver(discountForm),
    defaultValues: { discountBasisPoints: pointsToPercent(child.discountBasisPoints) },
  });
  const submit = handleSubmit(({ discountBasisPoints }) =>
    save.mutate(
      { childId: child.id, points: discountBasisPoints },
      {
        onSuccess: () => {
          toast({ title: t('billingAdmin.discount.saved', { name: child.name }) });
          onDone();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, ['discountBasisPoints'], setError))
            toastError(error, t('billingAdmin.saveFailed'));
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormField
        id="discount-percent"
        label={t('billingAdmin.discount.percent')}
        hint={t('billingAdmin.percent.hint')}
        error={formState.errors.discountBasisPoints?.message}
      >
        {(p) => (
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...p}
            {...register('discountBasisPoints')}
          />
        )}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={t('billingAdmin.save')}
      />
    </form>
  );
}
