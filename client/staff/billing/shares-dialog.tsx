import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AccountDetail, PayerSummary } from '../../../contract/billing-views.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { parsePercent, pointsToPercent } from './money.ts';
import { useSetShares } from './queries.ts';

/** The guardians who pay by share: every active one is named once in the request. */
export const shareholders = (account: AccountDetail): PayerSummary[] =>
  account.payers.filter((p) => p.kind === 'guardian' && p.isActive);

/**
 * Edit shares: each guardian's part of what the third parties leave, adding up to 100 %
 * (decision 034); from the next invoice on. The server's refusal is shown in the dialog.
 */
export function SharesDialog({
  account,
  open,
  onOpenChange,
}: DialogSlotProps & { account: AccountDetail }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('billingAdmin.shares.title')}
      description={t('billingAdmin.shares.description')}
    >
      <SharesForm account={account} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

type Fields = Record<string, string>;
const fieldOf = (payerId: number) => `payer${payerId}`;

function SharesForm({ account, onDone }: { account: AccountDetail; onDone: () => void }) {
  const t = useT();
  const payers = shareholders(account);
  const save = useSetShares(account.id);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Fields>({
    defaultValues: Object.fromEntries(
      payers.map((p) => [fieldOf(p.id), pointsToPercent(p.shareBasisPoints)]),
    ),
  });

  const submit = handleSubmit((values) => {
    setProblem(null);
    const shares: { payerId: number; shareBasisPoints: number }[] = [];
    let valid = true;
    for (const payer of payers) {
      const parsed = parsePercent(values[fieldOf(payer.id)] ?? '');
      if (typeof parsed === 'number') shares.push({ payerId: payer.id, shareBasisPoints: parsed });
      else {
        valid = false;
        setError(fieldOf(payer.id), { message: parsed.error });
      }
    }
    if (!valid) return;
    const total = shares.reduce((sum, s) => sum + s.shareBasisPoints, 0);
    if (total !== 10000) {
      setProblem(t('billingAdmin.shares.mustTotal', { total: formatNumber(total / 100) }));
      return;
    }
    save.mutate(
      { shares },
      {
        onSuccess: () => {
          toast({ title: t('billingAdmin.shares.saved') });
          onDone();
        },
        onError: (error) =>
          setProblem(
            error instanceof ApiError && error.message
              ? error.message
              : t('billingAdmin.saveFailed'),
          ),
      },
    );
  });

  if (payers.length === 0)
    return <p className="text-sm text-slate-700">{t('billingAdmin.shares.none')}</p>;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {payers.map((payer) => (
        <FormField
          key={payer.id}
          id={`share-${payer.id}`}
          label={t('billingAdmin.shares.shareOf', { name: payer.name })}
          error={formState.errors[fieldOf(payer.id)]?.message}
        >
          {(p) => (
            <Input inputMode="decimal" autoComplete="off" {...p} {...register(fieldOf(payer.id))} />
          )}
        </FormField>
      ))}
      <p className="text-sm text-slate-600">{t('billingAdmin.percent.hint')}</p>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={t('billingAdmin.save')}
      />
    </form>
  );
}
