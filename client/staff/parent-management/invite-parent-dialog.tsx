import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { fillRequiredFields } from '../../../contract/invitations.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { childrenQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useCreateInvitation } from './queries.ts';

type Errors = Partial<Record<'childId' | 'email' | 'phoneNumber', string>>;

function InviteForm({ onDone }: { onDone: (created: boolean) => void }) {
  const id = useId();
  const children = useQuery(childrenQuery());
  const create = useCreateInvitation();
  const [childId, setChildId] = useState('');
  const [email, setEmail] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!childId) missing.childId = 'Please choose a child';
    if (!email.trim()) missing.email = fillRequiredFields;
    if (!phoneNumber.trim()) missing.phoneNumber = fillRequiredFields;
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      toast({ title: 'Error', description: fillRequiredFields, variant: 'destructive' });
      return;
    }
    create.mutate(
      { childId: Number(childId), email: email.trim(), phoneNumber: phoneNumber.trim() },
      {
        onSuccess: () => {
          toast({
            title: 'Invitation Sent',
            description: 'Parent invitation has been created successfully.',
          });
          onDone(true);
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
          if (fieldErrors) setErrors(fieldErrors);
          toastError(error, 'Failed to create invitation');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id={`${id}-child`} label="Child" error={errors.childId}>
        {(control) => (
          <NativeSelect {...control} value={childId} onChange={(e) => setChildId(e.target.value)}>
            <option value="">
              {children.isPending ? 'Loading children...' : 'Select a child'}
            </option>
            {(children.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.firstName} {c.lastName} ({c.room})
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${id}-email`} label="Parent Email" error={errors.email}>
        {(control) => (
          <Input
            type="email"
            autoComplete="off"
            {...control}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${id}-phone`} label="Parent Phone" error={errors.phoneNumber}>
        {(control) => (
          <Input
            type="tel"
            autoComplete="off"
            {...control}
            value={phoneNumber}
            onChange={(e) => setPhoneNumber(e.target.value)}
          />
        )}
      </FormField>
      <FormActions
        onCancel={() => onDone(false)}
        pending={create.isPending}
        submitLabel="Send Invitation"
        pendingLabel="Sending..."
      />
    </form>
  );
}

/** Invite Parent: the child must have all five consents (the server answers 409 otherwise). */
export function InviteParentDialog({
  open,
  onOpenChange,
  onCreated,
}: DialogSlotProps & { onCreated?: () => void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite Parent"
      description="Choose the child and enter the parent's contact. They will receive a registration link by email."
    >
      <InviteForm
        onDone={(created) => {
          onOpenChange(false);
          if (created) onCreated?.();
        }}
      />
    </FormDialog>
  );
}
