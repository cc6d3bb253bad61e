import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { relationships } from '../../../contract/enums.ts';
import {
  type ChildResponse,
  type UpdateChildRequest,
  editableChildFields,
  updateChildRequest,
} from '../../../contract/children.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { fullName } from '../../lib/format.ts';
import { isPlaceholder } from '../../lib/placeholders.ts';
import { toastError } from '../../lib/toast-error.ts';
import { relationshipLabels } from './relationship-labels.ts';
import { useUpdateChild } from './queries.ts';

type Props = DialogSlotProps & { child: ChildResponse };

/** Staff correct a child's record after enrolment (decision 061). */
export function EditChildDialog({ open, onOpenChange, child }: Props) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('children.edit.title')}
      description={t('children.edit.description', { name: fullName(child) })}
      className="sm:max-w-2xl"
    >
      <EditChildForm child={child} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

type Values = Required<{ [K in (typeof editableChildFields)[number]]: string }>;

/** The record as the form shows it: an enrolment placeholder ('TBD') is an empty field. */
function formValues(child: ChildResponse): Values {
  const value = (text: string) => (isPlaceholder(text) ? '' : text);
  return {
    firstName: child.firstName,
    lastName: child.lastName,
    dateOfBirth: child.dateOfBirth,
    allergies: child.allergies,
    medicalInfo: child.medicalInfo,
    emergencyContact: value(child.emergencyContact),
    parentName: value(child.parentName),
    relationship: child.relationship,
    parentPhone: value(child.parentPhone),
    parentEmail: value(child.parentEmail),
    parentDriversLicense: value(child.parentDriversLicense),
  };
}

function EditChildForm({ child, onDone }: { child: ChildResponse; onDone: () => void }) {
  const t = useT();
  const update = useUpdateChild();
  const initial = formValues(child);
  const { register, handleSubmit, setError, formState } = useForm<
    UpdateChildRequest,
    unknown,
    UpdateChildRequest
  >({
    resolver: zodResolver(updateChildRequest),
    // A relationship stored before the four words were fixed is shown as it is.
    defaultValues: initial as UpdateChildRequest,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => {
    // Only what the person changed: the server audits each change, before and after.
    const changed = Object.fromEntries(
      editableChildFields
        .filter((field) => values[field] !== undefined && values[field] !== initial[field])
        .map((field) => [field, values[field]]),
    ) as UpdateChildRequest;
    if (Object.keys(changed).length === 0) return onDone();
    update.mutate(
      { id: child.id, ...changed },
      {
        onSuccess: () => {
          toast({ title: t('children.edit.saved'), description: fullName(child) });
          onDone();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, editableChildFields, setError))
            toastError(error, t('children.edit.failed'));
        },
      },
    );
  });

  const text = (field: Exclude<keyof Values, 'relationship'>, label: string, type = 'text') => (
    <FormField id={`edit-child-${field}`} label={label} error={errors[field]?.message}>
      {(p) => <Input type={type} autoComplete="off" {...p} {...register(field)} />}
    </FormField>
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', t('children.edit.firstName'))}
        {text('lastName', t('children.edit.lastName'))}
        {text('dateOfBirth', t('children.profile.dateOfBirth'), 'date')}
      </div>
      <FormField
        id="edit-child-allergies"
        label={t('children.profile.allergies')}
        error={errors.allergies?.message}
      >
        {(p) => <Textarea rows={2} {...p} {...register('allergies')} />}
      </FormField>
      <FormField
        id="edit-child-medicalInfo"
        label={t('children.profile.medicalInfo')}
        error={errors.medicalInfo?.message}
      >
        {(p) => <Textarea rows={3} {...p} {...register('medicalInfo')} />}
      </FormField>
      {text('emergencyContact', t('children.profile.emergencyContact'))}
      <fieldset className="space-y-4">
        <legend className="mb-2 font-medium">{t('children.edit.parentDetails')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('parentName', t('children.profile.parentName'))}
          <FormField
            id="edit-child-relationship"
            label={t('children.profile.relationship')}
            error={errors.relationship?.message}
          >
            {(p) => (
              <NativeSelect {...p} {...register('relationship')}>
                {/* A word stored before the four were fixed stays as it is until changed. */}
                {(relationships as readonly string[]).includes(child.relationship) ? null : (
                  <option value={child.relationship}>{child.relationship}</option>
                )}
                {relationships.map((r) => (
                  <option key={r} value={r}>
                    {t(relationshipLabels[r])}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {text('parentPhone', t('children.profile.phone'), 'tel')}
          {text('parentEmail', t('children.profile.email'), 'email')}
          {text('parentDriversLicense', t('children.edit.driversLicense'))}
        </div>
      </fieldset>
      <FormActions
        onCancel={onDone}
        pending={update.isPending}
        submitLabel={t('common.saveChanges')}
      />
    </form>
  );
}
