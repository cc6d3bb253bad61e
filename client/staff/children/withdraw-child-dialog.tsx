import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  type ChildResponse,
  type WithdrawChildRequest,
  withdrawChildRequest,
} from '../../../contract/children.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { fullName } from '../../lib/format.ts';
import { centreTodayQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useWithdrawChild } from './queries.ts';

interface WithdrawChildDialogProps {
  child: ChildResponse | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The spec's "Remove" (its confirmation words kept) as a withdrawal (decision 061): the last
 * day at the centre and a reason. The child leaves the lists from the day after.
 */
export function WithdrawChildDialog({ child, onOpenChange }: WithdrawChildDialogProps) {
  const t = useT();
  return (
    <FormDialog
      open={child !== null}
      onOpenChange={onOpenChange}
      title={
        child
          ? t('children.remove.title', { name: fullName(child) })
          : t('children.remove.titleNoName')
      }
      description={t('children.remove.description')}
    >
      {child ? <WithdrawForm child={child} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

const fields = ['lastDay', 'reason'] as const;

function WithdrawForm({ child, onDone }: { child: ChildResponse; onDone: () => void }) {
  const t = useT();
  const today = useQuery(centreTodayQuery());
  const withdraw = useWithdrawChild();
  const { register, handleSubmit, setError, getValues, setValue, formState } = useForm<
    WithdrawChildRequest,
    unknown,
    WithdrawChildRequest
  >({
    resolver: zodResolver(withdrawChildRequest),
    defaultValues: { lastDay: today.data ?? '', reason: '' },
  });
  const { errors } = formState;
  // The centre's today may arrive after the form opened.
  useEffect(() => {
    if (today.data && !getValues('lastDay')) setValue('lastDay', today.data);
  }, [today.data, getValues, setValue]);

  const onSubmit = handleSubmit((values) =>
    withdraw.mutate(
      { id: child.id, ...values },
      {
        onSuccess: () => {
          toast({ title: t('children.removed') });
          onDone();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, fields, setError))
            toastError(error, t('children.removeFailed'));
        },
      },
    ),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t('children.withdraw.explained')}</p>
      <FormField
        id="withdraw-last-day"
        label={t('children.withdraw.lastDay')}
        hint={t('children.withdraw.lastDayHint')}
        error={errors.lastDay?.message}
      >
        {(p) => <Input type="date" {...p} {...register('lastDay')} />}
      </FormField>
      <FormField
        id="withdraw-reason"
        label={t('children.withdraw.reason')}
        error={errors.reason?.message}
      >
        {(p) => <Input autoComplete="off" {...p} {...register('reason')} />}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={withdraw.isPending}
        submitLabel={t('children.remove.confirm')}
        pendingLabel={t('children.remove.pending')}
      />
    </form>
  );
}
