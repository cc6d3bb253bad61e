import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  doseUnits,
  type MedicationRequest,
  type MedicationResponse,
  medicationRequest,
  medicationRoutes,
} from '../../../contract/health-records.ts';
import { routeLabels, unitLabels } from '../../components/health/health-labels.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { call } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';
import { toastError } from '../../lib/toast-error.ts';
import { uploadToRoute } from '../../lib/upload-with-progress.ts';

type Values = {
  name: string;
  doseAmount: string;
  doseUnit: string;
  route: string;
  schedule: 'times' | 'asNeeded';
  time1: string;
  time2: string;
  time3: string;
  times: string;
  asNeededCondition: string;
  maxDosesPerDay: string;
  minHoursBetween: string;
  startDate: string;
  endDate: string;
  prescriber: string;
  instructions: string;
  signatureName: string;
};
const fields = [
  'name',
  'doseAmount',
  'doseUnit',
  'route',
  'schedule',
  'times',
  'asNeededCondition',
  'maxDosesPerDay',
  'minHoursBetween',
  'startDate',
  'endDate',
  'prescriber',
  'instructions',
  'signatureName',
] as const;

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

function requestOf(v: Values): MedicationRequest {
  return {
    name: v.name,
    doseAmount: number(v.doseAmount) as number,
    doseUnit: v.doseUnit as MedicationRequest['doseUnit'],
    route: v.route as MedicationRequest['route'],
    schedule: v.schedule,
    times: v.schedule === 'times' ? [v.time1, v.time2, v.time3].filter(Boolean) : [],
    asNeededCondition: v.schedule === 'asNeeded' ? v.asNeededCondition : '',
    maxDosesPerDay: v.schedule === 'asNeeded' ? number(v.maxDosesPerDay) : undefined,
    minHoursBetween: v.schedule === 'asNeeded' ? (number(v.minHoursBetween) ?? null) : null,
    startDate: v.startDate,
    endDate: v.endDate,
    prescriber: v.prescriber,
    instructions: v.instructions,
    signatureName: v.signatureName,
  };
}

/**
 * Authorise medication (decision 066): what, how much, how and when, the dates and the
 * prescriber, an optional photo of the label, signed with the guardian's typed name. Staff
 * accept it before any dose is given.
 */
export function AuthoriseMedicationDialog({
  childId,
  childName,
  open,
  onOpenChange,
}: DialogSlotProps & { childId: number; childName: string }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('parentHealth.authorise.title', { name: childName })}
      description={t('parentHealth.authorise.description')}
      className="max-w-2xl"
    >
      <AuthoriseForm childId={childId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AuthoriseForm({ childId, onDone }: { childId: number; onDone: () => void }) {
  const t = useT();
  const refresh = useRefreshAfter('health');
  const [label, setLabel] = useState<File | null>(null);
  const save = useMutation({
    mutationFn: async (body: MedicationRequest): Promise<MedicationResponse> => {
      const saved = await call('POST /api/children/:id/medications', {
        params: { id: childId },
        body,
      });
      if (!label) return saved;
      const form = new FormData();
      form.append('file', label);
      return uploadToRoute(
        'PUT /api/children/:id/medications/:medicationId/label',
        { params: { id: childId, medicationId: saved.id } },
        form,
      );
    },
    onSettled: refresh,
  });
  const form = useForm<Values>({
    defaultValues: {
      name: '',
      doseAmount: '',
      doseUnit: 'ml',
      route: 'oral',
      schedule: 'times',
      time1: '',
      time2: '',
      time3: '',
      asNeededCondition: '',
      maxDosesPerDay: '',
      minHoursBetween: '',
      startDate: '',
      endDate: '',
      prescriber: '',
      instructions: '',
      signatureName: '',
    },
  });
  const { errors } = form.formState;
  const schedule = useWatch({ control: form.control, name: 'schedule' });
  const onSubmit = form.handleSubmit((values) => {
    const body = requestOf(values);
    const parsed = medicationRequest.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as (typeof fields)[number];
        if (fields.includes(field) && !form.getFieldState(field).error)
          form.setError(field, { message: issue.message });
      }
      return;
    }
    save.mutate(body, {
      onSuccess: (saved) => {
        toast({ title: t('parentHealth.authorise.saved', { name: saved.name }) });
        onDone();
      },
      onError: (error) => {
        if (!applyFieldErrors(error, fields, form.setError))
          toastError(error, t('parentHealth.authorise.failed'));
      },
    });
  });
  const text = (name: keyof Values, label: string, hint?: string) => (
    <FormField id={`medication-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      {(p) => <Input autoComplete="off" {...p} {...form.register(name)} />}
    </FormField>
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {text('name', t('parentHealth.authorise.name'), t('parentHealth.authorise.nameHint'))}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id="medication-doseAmount"
          label={t('parentHealth.authorise.dose')}
          error={errors.doseAmount?.message}
        >
          {(p) => (
            <Input
              type="number"
              inputMode="decimal"
              step="any"
              min={0}
              {...p}
              {...form.register('doseAmount')}
            />
          )}
        </FormField>
        <FormField
          id="medication-doseUnit"
          label={t('parentHealth.authorise.unit')}
          error={errors.doseUnit?.message}
        >
          {(p) => (
            <NativeSelect {...p} {...form.register('doseUnit')}>
              {doseUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {t(unitLabels[unit])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="medication-route"
          label={t('parentHealth.authorise.route')}
          error={errors.route?.message}
        >
          {(p) => (
            <NativeSelect {...p} {...form.register('route')}>
              {medicationRoutes.map((route) => (
                <option key={route} value={route}>
                  {t(routeLabels[route])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        id="medication-schedule"
        label={t('parentHealth.authorise.when')}
        error={errors.schedule?.message}
      >
        {(p) => (
          <NativeSelect {...p} {...form.register('schedule')}>
            <option value="times">{t('parentHealth.authorise.atTimes')}</option>
            <option value="asNeeded">{t('parentHealth.authorise.asNeeded')}</option>
          </NativeSelect>
        )}
      </FormField>
      {schedule === 'times' ? (
        <fieldset
          className="space-y-1.5"
          aria-describedby={errors.times ? 'medication-times-error' : undefined}
        >
          <legend className="text-sm font-medium text-slate-900">
            {t('parentHealth.authorise.times')}
          </legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {(['time1', 'time2', 'time3'] as const).map((name, index) => (
              <div key={name} className="space-y-1">
                <label htmlFor={`medication-${name}`} className="text-sm text-slate-700">
                  {t('parentHealth.authorise.timeN', { n: index + 1 })}
                </label>
                <Input id={`medication-${name}`} type="time" {...form.register(name)} />
              </div>
            ))}
          </div>
          {errors.times?.message ? (
            <p id="medication-times-error" className="text-sm font-medium text-red-700">
              {t(errors.times.message)}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <>
          {text(
            'asNeededCondition',
            t('parentHealth.authorise.condition'),
            t('parentHealth.authorise.conditionHint'),
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="medication-maxDosesPerDay"
              label={t('parentHealth.authorise.maxPerDay')}
              error={errors.maxDosesPerDay?.message}
            >
              {(p) => (
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={12}
                  {...p}
                  {...form.register('maxDosesPerDay')}
                />
              )}
            </FormField>
            <FormField
              id="medication-minHoursBetween"
              label={t('parentHealth.authorise.hoursBetween')}
              error={errors.minHoursBetween?.message}
            >
              {(p) => (
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={24}
                  {...p}
                  {...form.register('minHoursBetween')}
                />
              )}
            </FormField>
          </div>
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="medication-startDate"
          label={t('parentHealth.authorise.start')}
          error={errors.startDate?.message}
        >
          {(p) => <Input type="date" {...p} {...form.register('startDate')} />}
        </FormField>
        <FormField
          id="medication-endDate"
          label={t('parentHealth.authorise.end')}
          error={errors.endDate?.message}
        >
          {(p) => <Input type="date" {...p} {...form.register('endDate')} />}
        </FormField>
      </div>
      {text('prescriber', t('parentHealth.authorise.prescriber'))}
      <FormField
        id="medication-instructions"
        label={t('parentHealth.authorise.instructions')}
        error={errors.instructions?.message}
      >
        {(p) => <Textarea rows={2} {...p} {...form.register('instructions')} />}
      </FormField>
      <FormField
        id="medication-label"
        label={t('parentHealth.authorise.labelPhoto')}
        hint={t('parentHealth.authorise.labelHint')}
      >
        {(p) => (
          <Input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            {...p}
            onChange={(event) => setLabel(event.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      {text(
        'signatureName',
        t('parentHealth.authorise.signature'),
        t('parentHealth.authorise.signatureHint'),
      )}
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={t('parentHealth.authorise.submit')}
      />
    </form>
  );
}
