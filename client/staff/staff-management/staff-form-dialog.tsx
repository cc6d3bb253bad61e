import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Language } from '../../../contract/enums.ts';
import type { PermissionRole } from '../../../contract/staff-accounts.ts';
import { InvitationLanguageField } from '../../components/pickers/invitation-language-field.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { i18n, isLanguage } from '../../i18n/i18n.ts';
import { PermissionRoleField } from './permission-role-field.tsx';
import { staffRoles } from '../../../contract/enums.ts';
import {
  type CreateStaffInput,
  type CreateStaffRequest,
  createStaffRequest,
  type StaffResponse,
  staffAreas,
} from '../../../contract/staff.ts';
import { useQuery } from '@tanstack/react-query';
import { roomsQuery } from '../../lib/query-options.ts';
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
  /** Directors (account.manage): adding offers "Invite to the portal". */
  mayInvite?: boolean;
};

/** 'Add Staff Member' (and, for directors, editing a member's details: the same form). */
export function StaffFormDialog({ open, onOpenChange, member, mayInvite = false }: Props) {
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
      <StaffForm
        member={member}
        mayInvite={mayInvite && !member}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

const fields = ['firstName', 'lastName', 'role', 'room', 'phone', 'email'] as const;

function StaffForm({
  member,
  mayInvite,
  onDone,
}: {
  member?: StaffResponse;
  mayInvite: boolean;
  onDone: () => void;
}) {
  const t = useT();
  // The centre's current rooms by name, and the staff areas; a member placed in a room the
  // list no longer has keeps it shown until changed.
  const roomNames = useQuery(roomsQuery()).data?.map((room) => room.name) ?? [];
  const placed = member?.room && !roomNames.includes(member.room) ? [member.room] : [];
  const placements = [...roomNames, ...placed, ...staffAreas.filter((a) => !roomNames.includes(a))];
  const [invite, setInvite] = useState(mayInvite);
  const [permissionRole, setPermissionRole] = useState<PermissionRole>('staff');
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.locale) ? i18n.locale : 'en');
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
      const invitation = invite ? { role: permissionRole, language } : undefined;
      add.mutate(invitation ? { ...body, invitation } : body, {
        onSuccess: () => {
          toast({
            title: t('staffManagement.added'),
            description: invitation
              ? t('accountAdmin.inviteSentTo', { email: body.email })
              : undefined,
          });
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
            {placements.map((room) => (
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
      {mayInvite ? (
        <fieldset className="space-y-4 rounded-md border border-slate-200 p-3">
          <legend className="sr-only">{t('accountAdmin.invite')}</legend>
          <div className="flex items-center gap-2">
            <Checkbox
              id="staff-invite"
              checked={invite}
              onCheckedChange={(checked) => setInvite(checked === true)}
            />
            <Label htmlFor="staff-invite">{t('accountAdmin.inviteOnAdd')}</Label>
          </div>
          {invite ? (
            <>
              <PermissionRoleField
                id="staff-permission-role"
                value={permissionRole}
                onChange={setPermissionRole}
              />
              <InvitationLanguageField
                id="staff-invite-language"
                value={language}
                onChange={setLanguage}
              />
            </>
          ) : null}
        </fieldset>
      ) : null}
      <FormActions
        onCancel={onDone}
        pending={pending}
        holdCancel
        submitLabel={member ? t('common.saveChanges') : t('staffManagement.add')}
      />
    </form>
  );
}
