import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type NewClosure, newClosure } from '../../../contract/centre-calendar.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { call } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import { calendarKeys } from './open-days-queries.ts';

const fields = ['name', 'startDate', 'endDate'] as const;

/**
 * Add a closure: a name and its first and last day on the centre's calendar (one day: the
 * same twice). A range sharing a day with another is refused (409, under the first day).
 */
export function ClosureDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: string;
}) {
  const t = useT();
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('staffSettings.closures.addTitle')}
      description={t('staffSettings.closures.addDescription')}
    >
      <ClosureForm today={props.today} onDone={() => props.onOpenChange(false)} />
    </FormDialog>
  );
}

function ClosureForm({ today, onDone }: { today: string; onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<NewClosure>({
    resolver: zodResolver(newClosure),
    defaultValues: { name: '', startDate: today, endDate: today },
  });
  const add = useMutation({
    mutationFn: (body: NewClosure) => call('POST /api/centre/closures', { body }),
    onSuccess: async (saved) => {
      toast({ title: t('staffSettings.closures.added', { name: saved.name }) });
      await Promise.all(
        calendarKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      onDone();
    },
    onError: (error) => {
      if (!applyFieldErrors(error, fields, form.setError))
        toastError(error, t('staffSettings.closures.addFailed'));
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => add.mutate(v))}>
      <FormField
        id="closure-name"
        label={t('staffSettings.closures.name')}
        hint={t('staffSettings.closures.nameHint')}
        error={errors.name?.message}
      >
        {(control) => <Input maxLength={80} {...control} {...form.register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="closure-start"
          label={t('staffSettings.closures.startDate')}
          error={errors.startDate?.message}
        >
          {(control) => (
            <Input type="date" min={today} {...control} {...form.register('startDate')} />
          )}
        </FormField>
        <FormField
          id="closure-end"
          label={t('staffSettings.closures.endDate')}
          error={errors.endDate?.message}
        >
          {(control) => (
            <Input type="date" min={today} {...control} {...form.register('endDate')} />
          )}
        </FormField>
      </div>
      <FormActions
        onCancel={onDone}
        pending={add.isPending}
        submitLabel={t('staffSettings.closures.addConfirm')}
      />
    </form>
  );
}
