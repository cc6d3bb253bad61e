import { type FormEvent, useId, useState } from 'react';
import type { Guardian, GuardianRemovalPreview, PayerChoice } from '../../../contract/guardians.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatCents, fullName } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useRemovalPreview, useRemoveGuardian } from './guardian-queries.ts';

type Child = { id: number; firstName: string; lastName: string };

const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString()} %`;

/** What the child's billing account is, and what becomes of the guardian's payer record. */
function BillingChoice(props: {
  billing: NonNullable<GuardianRemovalPreview['billing']>;
  guardianName: string;
  choice: PayerChoice | null;
  onChoice: (choice: PayerChoice) => void;
  error?: string;
}) {
  const t = useT();
  const id = useId();
  const { billing, guardianName, choice } = props;
  if (!billing.payer)
    return <p className="text-sm text-slate-700">{t('guardians.removeDialog.notPayer')}</p>;
  const others = billing.sharesIfRemoved;
  return (
    <fieldset
      className="min-w-0 space-y-2"
      aria-describedby={props.error ? `${id}-error` : undefined}
    >
      <legend className="text-sm font-medium text-slate-900">
        {t('guardians.removeDialog.payerQuestion', {
          name: guardianName,
          share: percent(billing.payer.shareBasisPoints),
          children: billing.children.join(', '),
        })}
      </legend>
      <p className="text-sm text-slate-700">
        {t('guardians.removeDialog.balance', { amount: formatCents(billing.payer.balanceCents) })}
      </p>
      {(['keep', 'remove'] as const).map((value) => (
        <label
          key={value}
          htmlFor={`${id}-${value}`}
          className="flex min-h-11 cursor-pointer items-start gap-2 rounded-md border border-slate-300 p-2.5 text-sm has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50"
        >
          <input
            id={`${id}-${value}`}
            type="radio"
            name={`${id}-payer`}
            value={value}
            checked={choice === value}
            onChange={() => props.onChoice(value)}
            className="mt-0.5 size-4 shrink-0 accent-blue-700"
          />
          <span className="min-w-0 break-words">
            {value === 'keep'
              ? t('guardians.removeDialog.keepPayer')
              : others.length === 0
                ? t('guardians.removeDialog.removePayerNobodyLeft')
                : t('guardians.removeDialog.removePayer', {
                    shares: others
                      .map((o) => `${o.name} ${percent(o.shareBasisPoints)}`)
                      .join(', '),
                  })}
          </span>
        </label>
      ))}
      {billing.keptChildren.length > 0 ? (
        <p className="text-sm text-slate-700">
          {t('guardians.removeDialog.keptChildren', { children: billing.keptChildren.join(', ') })}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

function RemoveGuardianForm(props: { child: Child; guardian: Guardian; onDone: () => void }) {
  const { child, guardian, onDone } = props;
  const t = useT();
  const id = useId();
  const preview = useRemovalPreview(child.id, guardian.parentAccountId);
  const remove = useRemoveGuardian(child.id);
  const [choice, setChoice] = useState<PayerChoice | null>(null);
  const [reason, setReason] = useState('');
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const name = fullName(guardian);

  if (preview.isPending) return <LoadingIndicator message={t('guardians.removeDialog.loading')} />;
  if (preview.isError)
    return <p className="text-sm text-red-700">{t('guardians.removeDialog.loadFailed')}</p>;
  const billing = preview.data.billing;
  const asksPayer = billing?.payer != null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (asksPayer && choice === null) {
      setChoiceError(t('guardians.removeDialog.choose'));
      return;
    }
    remove.mutate(
      {
        parentAccountId: guardian.parentAccountId,
        ...(asksPayer && choice ? { payer: choice } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: t('guardians.removeDialog.removed', { name, child: fullName(child) }) });
          onDone();
        },
        onError: (error) => toastError(error, t('guardians.removeDialog.failed')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        {preview.data.otherGuardians === 0
          ? t('guardians.removeDialog.lastGuardian')
          : t('guardians.removeDialog.otherGuardians', { count: preview.data.otherGuardians })}
      </p>
      {billing ? (
        <BillingChoice
          billing={billing}
          guardianName={name}
          choice={choice}
          onChoice={(c) => {
            setChoice(c);
            setChoiceError(undefined);
          }}
          error={choiceError}
        />
      ) : null}
      <FormField id={`${id}-reason`} label={t('guardians.removeDialog.reason')}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={remove.isPending}
        submitLabel={t('guardians.removeDialog.confirm')}
        pendingLabel={t('guardians.removeDialog.removing')}
      />
    </form>
  );
}

/**
 * Custody (decision 062): a director removes one guardian's access to one child. The dialog
 * says what they keep and asks what becomes of their part of the child's billing account.
 */
export function RemoveGuardianDialog(props: {
  child: Child;
  guardian: Guardian | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { child, guardian, onOpenChange } = props;
  const t = useT();
  return (
    <Dialog open={guardian !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {guardian
              ? t('guardians.removeDialog.title', {
                  name: fullName(guardian),
                  child: fullName(child),
                })
              : t('guardians.title')}
          </DialogTitle>
          <DialogDescription>{t('guardians.removeDialog.description')}</DialogDescription>
        </DialogHeader>
        {guardian ? (
          <RemoveGuardianForm
            child={child}
            guardian={guardian}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
