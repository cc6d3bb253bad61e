import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type ConditionRequest,
  type ConditionResponse,
  conditionKinds,
  conditionRequest,
  severities,
} from '../../../contract/health-records.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import type { DialogSlotProps } from '../ui/dialog-slot.ts';
import { FormActions } from '../ui/form-actions.tsx';
import { FormDialog } from '../ui/form-dialog.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { NativeSelect } from '../ui/native-select.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { toast } from '../ui/toast-store.ts';
import { kindLabels, severityLabels } from './health-labels.ts';
import { useSaveCondition } from './health-mutations.ts';

const fields = [
  'kind',
  'name',
  'severity',
  'reaction',
  'action',
  'emergencyMedication',
  'medicationLocation',
] as const;

/** Add or edit one allergy or condition of a child (both portals). */
export function ConditionDialog({
  childId,
  condition,
  open,
  onOpenChange,
}: DialogSlotProps & { childId: number; condition: ConditionResponse | null }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        condition ? t('healthRecords.condition.editTitle') : t('healthRecords.condition.addTitle')
      }
      description={t('healthRecords.condition.description')}
      className="max-w-xl"
    >
      <ConditionForm childId={childId} condition={condition} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ConditionForm({
  childId,
  condition,
  onDone,
}: {
  childId: number;
  condition: ConditionResponse | null;
  onDone: () => void;
}) {
  const t = useT();
  const save = useSaveCondition(childId);
  const form = useForm<ConditionRequest>({
    resolver: zodResolver(conditionRequest),
    defaultValues: condition
      ? {
          kind: condition.kind,
          name: condition.name,
          severity: condition.severity,
          reaction: condition.reaction,
          action: condition.action,
          emergencyMedication: condition.emergencyMedication,
          medicationLocation: condition.medicationLocation,
        }
      : {
          kind: 'allergy',
          name: '',
          reaction: '',
          action: '',
          emergencyMedication: '',
          medicationLocation: '',
        },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, id: condition?.id },
      {
        onSuccess: (saved) => {
          toast({ title: t('healthRecords.condition.saved', { name: saved.name }) });
          onDone();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, fields, form.setError))
            toastError(error, t('healthRecords.condition.saveFailed'));
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="condition-kind"
          label={t('healthRecords.condition.kind')}
          error={errors.kind?.message}
        >
          {(p) => (
            <NativeSelect {...p} {...form.register('kind')}>
              {conditionKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(kindLabels[kind])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="condition-severity"
          label={t('healthRecords.condition.severity')}
          error={errors.severity?.message}
        >
          {(p) => (
            <NativeSelect {...p} {...form.register('severity')}>
              <option value="">{t('healthRecords.condition.chooseSeverity')}</option>
              {severities.map((severity) => (
                <option key={severity} value={severity}>
                  {t(severityLabels[severity])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        id="condition-name"
        label={t('healthRecords.condition.name')}
        hint={t('healthRecords.condition.nameHint')}
        error={errors.name?.message}
      >
        {(p) => <Input maxLength={100} autoComplete="off" {...p} {...form.register('name')} />}
      </FormField>
      <FormField
        id="condition-reaction"
        label={t('healthRecords.condition.reaction')}
        error={errors.reaction?.message}
      >
        {(p) => <Textarea rows={2} {...p} {...form.register('reaction')} />}
      </FormField>
      <FormField
        id="condition-action"
        label={t('healthRecords.condition.action')}
        error={errors.action?.message}
      >
        {(p) => <Textarea rows={2} {...p} {...form.register('action')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="condition-emergency-medication"
          label={t('healthRecords.condition.emergencyMedication')}
          hint={t('healthRecords.condition.emergencyMedicationHint')}
          error={errors.emergencyMedication?.message}
        >
          {(p) => <Input maxLength={200} {...p} {...form.register('emergencyMedication')} />}
        </FormField>
        <FormField
          id="condition-medication-location"
          label={t('healthRecords.condition.medicationLocation')}
          error={errors.medicationLocation?.message}
        >
          {(p) => <Input maxLength={200} {...p} {...form.register('medicationLocation')} />}
        </FormField>
      </div>
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={t('healthRecords.condition.save')}
      />
    </form>
  );
}
