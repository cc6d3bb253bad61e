import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  type ScheduleDose,
  type ScheduleRequest,
  scheduleRequest,
  vaccines,
} from '../../../contract/immunisations.ts';
import { vaccineLabels } from '../../components/health/immunisation-labels.ts';
import { Button } from '../../components/ui/button.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { call, routeQuery } from '../../lib/api.ts';
import { queryKeys, useRefreshAfter } from '../../lib/query-keys.ts';
import { toastError } from '../../lib/toast-error.ts';

/** A director edits the centre's immunisation schedule (decision 066): saved as a whole. */
export function ScheduleDialog({ open, onOpenChange }: DialogSlotProps) {
  const t = useT();
  const schedule = useQuery({
    queryKey: [...queryKeys.health, 'immunisation-schedule'],
    ...routeQuery('GET /api/health/immunisation-schedule'),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('immunisations.schedule.title')}
      description={t('immunisations.schedule.description')}
      className="max-w-2xl"
    >
      {schedule.data ? (
        <ScheduleForm doses={schedule.data.doses} onDone={() => onOpenChange(false)} />
      ) : (
        <p role="status" className="text-slate-600">
          {t('immunisations.report.loading')}
        </p>
      )}
    </FormDialog>
  );
}

function ScheduleForm({ doses, onDone }: { doses: ScheduleDose[]; onDone: () => void }) {
  const t = useT();
  const refresh = useRefreshAfter('health');
  const save = useMutation({
    mutationFn: (body: ScheduleRequest) => call('PUT /api/health/immunisation-schedule', { body }),
    onSuccess: refresh,
  });
  const form = useForm<ScheduleRequest>({
    resolver: zodResolver(scheduleRequest),
    defaultValues: { doses },
  });
  const rows = useFieldArray({ control: form.control, name: 'doses' });
  const errors = form.formState.errors.doses;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast({ title: t('immunisations.schedule.saved') });
        onDone();
      },
      onError: (error) => toastError(error, t('immunisations.schedule.saveFailed')),
    }),
  );
  const number = (
    index: number,
    name: 'doseNumber' | 'dueAgeMonths' | 'graceMonths',
    label: string,
  ) => (
    <FormField
      id={`schedule-${index}-${name}`}
      label={label}
      error={errors?.[index]?.[name]?.message}
    >
      {(p) => (
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          {...p}
          {...form.register(`doses.${index}.${name}`, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        {t('immunisations.schedule.summary', {
          count: rows.fields.length,
          vaccines: new Set(form.watch('doses').map((d) => d.vaccine)).size,
        })}
      </p>
      <ol className="max-h-[55vh] space-y-3 overflow-y-auto pr-1">
        {rows.fields.map((field, index) => (
          <li key={field.id} className="rounded-md border border-slate-200 p-3">
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <div className="col-span-2 sm:col-span-1">
                <FormField
                  id={`schedule-${index}-vaccine`}
                  label={t('immunisations.dose.vaccine')}
                  error={errors?.[index]?.vaccine?.message}
                >
                  {(p) => (
                    <NativeSelect {...p} {...form.register(`doses.${index}.vaccine`)}>
                      {vaccines.map((vaccine) => (
                        <option key={vaccine} value={vaccine}>
                          {t(vaccineLabels[vaccine])}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
              </div>
              {number(index, 'doseNumber', t('immunisations.dose.number'))}
              {number(index, 'dueAgeMonths', t('immunisations.schedule.dueAge'))}
              {number(index, 'graceMonths', t('immunisations.schedule.grace'))}
            </div>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="mt-2 min-h-11"
              onClick={() => rows.remove(index)}
              aria-label={t('immunisations.schedule.removeDose', { number: index + 1 })}
            >
              <Trash2 aria-hidden="true" />
              {t('immunisations.card.remove')}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="min-h-11"
        onClick={() =>
          rows.append({ vaccine: 'influenza', doseNumber: 1, dueAgeMonths: 6, graceMonths: 1 })
        }
      >
        <Plus aria-hidden="true" />
        {t('immunisations.schedule.addDose')}
      </Button>
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={t('immunisations.schedule.save')}
      />
    </form>
  );
}
