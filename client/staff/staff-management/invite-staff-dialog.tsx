import { type FormEvent, useState } from 'react';
import type { Language } from '../../../contract/enums.ts';
import type { PermissionRole } from '../../../contract/staff-accounts.ts';
import type { StaffResponse } from '../../../contract/staff.ts';
import { InvitationLanguageField } from '../../components/pickers/invitation-language-field.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { i18n, isLanguage } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { fullName } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { PermissionRoleField } from './permission-role-field.tsx';
import { useInviteStaff } from './queries.ts';

/** "Invite to the portal" (or re-send): the permission role and the e-mail's language. */
export function InviteStaffDialog(props: {
  member: StaffResponse | null;
  /** A re-send starts from the invitation's role. */
  role?: PermissionRole;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const { member } = props;
  const [role, setRole] = useState<PermissionRole>(props.role ?? 'staff');
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.locale) ? i18n.locale : 'en');
  const invite = useInviteStaff();
  const close = () => props.onOpenChange(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!member) return;
    invite.mutate(
      { id: member.id, role, language },
      {
        onSuccess: ({ email }) => {
          close();
          toast({
            title: t('accountAdmin.inviteSent'),
            description: t('accountAdmin.inviteSentDescription', { name: fullName(member), email }),
          });
        },
        onError: (error) => toastError(error, t('accountAdmin.inviteFailed')),
      },
    );
  };
  return (
    <Dialog open={member !== null} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t('accountAdmin.inviteTitle', { name: member ? fullName(member) : '' })}
          </DialogTitle>
          <DialogDescription>
            {t('accountAdmin.inviteDescription', { email: member?.email ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" noValidate onSubmit={onSubmit}>
          <PermissionRoleField id="invite-staff-role" value={role} onChange={setRole} />
          <InvitationLanguageField
            id="invite-staff-language"
            value={language}
            onChange={setLanguage}
          />
          <FormActions
            onCancel={close}
            pending={invite.isPending}
            submitLabel={t('accountAdmin.sendInvitation')}
            pendingLabel={t('accountAdmin.sending')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
