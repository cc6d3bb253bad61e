import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { staffRoles } from '../../../contract/enums.ts';
import {
  type CreateStaffInput,
  type CreateStaffRequest,
  createStaffRequest,
  type StaffResponse,
  staffRoomOptions,
} from '../../../contract/staff.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useAddStaff, useUpdateStaff } from './queries.ts';
import { fullName } from '../../lib/format.ts';
import { roleLabel } from '../../components/pickers/staff-role-labels.ts';

type Props = DialogSlotProps & {
  /** Edit this staff member; without it the dialog adds one. */
  member?: StaffResponse;
};

/** 'Add Staff Member' (and, for directors, editing a member's details: the same form). */
export function StaffFormDialog({ open, onOpenChange, member }: Props) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={member ? t('staffManagement.form.editTitle') : t('staffManagement.add')}
      description={
        member
          ? t('staffManagement.form.editDescription', { name: fullName(member) })
          : t('staffManagement.form.addDescription')
      }
    >
      <StaffForm member={member} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

const fields = ['firstName', 'lastName', 'role', 'room', 'phone', 'email'] as const;

function StaffForm({ member, onDone }: { member?: StaffResponse; onDone: () => void }) {
  const t = useT();
  const add = useAddStaff();
  const update = useUpdateStaff();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateStaffInput, unknown, CreateStaffRequest>({
    resolver: zodResolver(createStaffRequest),
    defaultValues: {
      firstName: member?.firstName ?? '',
      lastName: member?.lastName ?? '',
      role: member?.role ?? '',
      room: (member?.room ?? '') as CreateStaffInput['room'],
      phone: member?.phone ?? '',
      email: member?.email ?? '',
    },
  });
  // Job titles are free text on the server: keep an existing title that is not in the list.
  const roles: readonly string[] =
    member && !(staffRoles as readonly string[]).includes(member.role)
      ? [member.role, ...staffRoles]
      : staffRoles;

  const onError = (fallback: string) => (error: Error) => {
    if (!applyFieldErrors(error, fields, setError)) toastError(error, fallback);
  };

  const onSubmit = handleSubmit((values) => {
    const body = { ...values, room: values.room ?? null };
    if (member) {
      update.mutate(
        { id: member.id, ...body },
        {
          onSuccess: () => {
            toast({ title: t('staffManagement.updated') });
            onDone();
          },
          onError: onError(t('staffManagement.updateFailed')),
        },
      );
    } else {
      add.mutate(body, {
        onSuccess: () => {
          toast({ title: t('staffManagement.added') });
          onDone();
        },
        onError: onError(t('staffManagement.addFailed')),
      });
    }
  });

  const pending = add.isPending || update.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="staff-first-name"
          label={t('staffManagement.form.firstName')}
          error={errors.firstName?.message}
        >
          {(p) => <Input autoComplete="off" {...p} {...register('firstName')} />}
        </FormField>
        <FormField
          id="staff-last-name"
          label={t('staffManagement.form.lastName')}
          error={errors.lastName?.message}
        >
          {(p) => <Input autoComplete="off" {...p} {...register('lastName')} />}
        </FormField>
      </div>
      <FormField
        id="staff-role"
        label={t('staffManagement.field.role')}
        error={errors.role?.message}
      >
        {(p) => (
          <NativeSelect {...p} {...register('role')}>
            <option value="">{t('staffManagement.form.selectRole')}</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role, t)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id="staff-room"
        label={t('staffManagement.field.room')}
        error={errors.room?.message}
      >
        {(p) => (
          <NativeSelect {...p} {...register('room')}>
            <option value="">{t('staffManagement.form.noRoom')}</option>
            {staffRoomOptions.map((room) => (
              <option key={room} value={room}>
                {room}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id="staff-phone"
        label={t('staffManagement.field.phone')}
        error={errors.phone?.message}
      >
        {(p) => <Input type="tel" autoComplete="off" {...p} {...register('phone')} />}
      </FormField>
      <FormField
        id="staff-email"
        label={t('staffManagement.field.email')}
        error={errors.email?.message}
      >
        {(p) => <Input type="email" autoComplete="off" {...p} {...register('email')} />}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={pending}
        holdCancel
        submitLabel={member ? t('common.saveChanges') : t('staffManagement.add')}
      />
    </form>
  );
}
