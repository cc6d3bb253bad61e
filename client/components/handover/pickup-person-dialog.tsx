import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import type { PickupPerson } from '../../../contract/handover.ts';
import {
  useAddPickupPerson,
  useChangePickupPerson,
  useIssuePass,
} from '../../lib/handover-queries.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useT } from '../../i18n/use-t.ts';
import type { DialogSlotProps } from '../ui/dialog-slot.ts';
import { FormActions } from '../ui/form-actions.tsx';
import { FormDialog } from '../ui/form-dialog.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { toast } from '../ui/toast-store.ts';

type Field = 'name' | 'relationship' | 'phone' | 'idLast4' | 'fromDate' | 'toDate';
type Values = Record<Field, string>;

/**
 * Add a person who may collect the child (`person`), or give someone a one-off pass for a
 * day or a few days (`pass`, a guardian's: decision 065). The server checks every field.
 */
function PersonForm({
  childId,
  kind,
  today,
  person,
  onDone,
}: {
  childId: number;
  kind: 'person' | 'pass';
  today: string;
  /** A person on the list to correct, instead of a new one. */
  person?: PickupPerson;
  onDone: () => void;
}) {
  const t = useT();
  const id = useId();
  const addPerson = useAddPickupPerson(childId);
  const issuePass = useIssuePass(childId);
  const changePerson = useChangePickupPerson(childId);
  const pending = addPerson.isPending || issuePass.isPending || changePerson.isPending;
  const [values, setValues] = useState<Values>({
    name: person?.name ?? '',
    relationship: person?.relationship ?? '',
    phone: person?.phone ?? '',
    idLast4: person?.idLast4 ?? '',
    fromDate: today,
    toDate: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
    toastError(error, t('handover.saveFailed'));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const common = {
      name: values.name,
      relationship: values.relationship,
      phone: values.phone,
      idLast4: values.idLast4,
    };
    if (person) {
      changePerson.mutate(
        { ...common, personId: person.id },
        {
          onSuccess: (changed) => {
            toast({ title: t('handover.personChanged', { name: changed.name }) });
            onDone();
          },
          onError,
        },
      );
    } else if (kind === 'person') {
      addPerson.mutate(common, {
        onSuccess: (person) => {
          toast({ title: t('handover.personAdded', { name: person.name }) });
          onDone();
        },
        onError,
      });
    } else {
      issuePass.mutate(
        { ...common, fromDate: values.fromDate, toDate: values.toDate || undefined },
        {
          onSuccess: (pass) => {
            toast({ title: t('handover.passIssued', { name: pass.name }) });
            onDone();
          },
          onError,
        },
      );
    }
  };

  const text = (field: Field, label: string, props: { type?: string; hint?: string } = {}) => (
    <FormField id={`${id}-${field}`} label={label} error={errors[field]} hint={props.hint}>
      {(control) => (
        <Input
          type={props.type ?? 'text'}
          autoComplete="off"
          {...control}
          value={values[field]}
          onChange={set(field)}
        />
      )}
    </FormField>
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {text('name', t('handover.field.name'))}
      {text('relationship', t('handover.field.relationship'), {
        hint: t('handover.field.relationshipHint'),
      })}
      {text('phone', t(kind === 'pass' ? 'handover.field.phoneOptional' : 'handover.field.phone'), {
        type: 'tel',
      })}
      {text('idLast4', t('handover.field.idLast4'), { hint: t('handover.field.idLast4Hint') })}
      {kind === 'pass' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {text('fromDate', t('handover.field.fromDate'), { type: 'date' })}
          {text('toDate', t('handover.field.toDate'), {
            type: 'date',
            hint: t('handover.field.toDateHint'),
          })}
        </div>
      ) : null}
      <FormActions
        onCancel={onDone}
        pending={pending}
        submitLabel={
          person
            ? t('common.saveChanges')
            : t(kind === 'pass' ? 'handover.issuePass' : 'handover.addPerson')
        }
      />
    </form>
  );
}

export function PickupPersonDialog({
  open,
  onOpenChange,
  childId,
  childName,
  kind,
  today,
  person,
}: DialogSlotProps & {
  childId: number;
  childName: string;
  kind: 'person' | 'pass';
  today: string;
  /** A person on the list to correct, instead of a new one. */
  person?: PickupPerson;
}) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        person
          ? t('handover.editDialogTitle', { name: person.name })
          : kind === 'pass'
            ? t('handover.passDialogTitle', { name: childName })
            : t('handover.personDialogTitle', { name: childName })
      }
      description={
        kind === 'pass'
          ? t('handover.passDialogDescription')
          : t('handover.personDialogDescription')
      }
    >
      <PersonForm
        key={person?.id ?? kind}
        childId={childId}
        kind={kind}
        today={today}
        person={person}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}
