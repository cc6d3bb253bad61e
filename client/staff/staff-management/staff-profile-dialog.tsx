import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StaffLogin } from '../../../contract/password-reset.ts';
import type { StaffResponse } from '../../../contract/staff.ts';
import { SendPasswordLink } from '../../components/accounts/send-password-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { RecordDialog } from '../../components/ui/record-dialog.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { fullName } from '../../lib/format.ts';
import { DutyStatus } from './duty-status.tsx';
import { sendStaffPasswordLink } from './queries.ts';
import { roleLabel } from '../../components/pickers/staff-role-labels.ts';

interface Props {
  member: StaffResponse | null;
  onOpenChange: (open: boolean) => void;
  /** Directors only: opens the edit form for this member. */
  onEdit?: (member: StaffResponse) => void;
  /**
   * Directors only (undefined for the rest): each staff member's sign-in account, null
   * without one.
   */
  loginOf?: (member: StaffResponse) => StaffLogin | null;
}

const permissionRoles = {
  director: msg('accountAdmin.role.director'),
  staff: msg('accountAdmin.role.staff'),
};

/** Whether they can sign in: with which permission role, not yet, or no longer. */
function LoginState({ login }: { login: StaffLogin | null }) {
  const t = useT();
  if (!login) return <>{t('accountAdmin.login.none')}</>;
  if (login.state === 'deactivated') return <>{t('accountAdmin.login.deactivated')}</>;
  return <>{t('accountAdmin.login.active', { role: t(permissionRoles[login.role]) })}</>;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-2">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="col-span-2 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** 'Staff Profile': contact, role and room of one staff member. */
export function StaffProfileDialog({ member, onOpenChange, onEdit, loginOf }: Props) {
  const t = useT();
  return (
    <RecordDialog
      record={member}
      onOpenChange={onOpenChange}
      title={t('staffManagement.profile.title')}
      description={(m) => `${fullName(m)}, ${roleLabel(m.role, t)}`}
    >
      {(m) => (
        <>
          <dl className="divide-y divide-slate-200">
            <Detail term={t('common.name')}>{fullName(m)}</Detail>
            <Detail term={t('staffManagement.field.role')}>{roleLabel(m.role, t)}</Detail>
            <Detail term={t('staffManagement.field.room')}>
              {m.room ?? t('staffManagement.noRoom')}
            </Detail>
            <Detail term={t('staffManagement.field.phone')}>
              <a className="text-blue-800 underline" href={`tel:${m.phone}`}>
                {m.phone}
              </a>
            </Detail>
            <Detail term={t('staffManagement.field.email')}>
              <a className="text-blue-800 underline" href={`mailto:${m.email}`}>
                {m.email}
              </a>
            </Detail>
            <Detail term={t('common.status')}>
              <DutyStatus isOnDuty={m.isOnDuty} />
            </Detail>
            {loginOf ? (
              <Detail term={t('accountAdmin.login.term')}>
                <LoginState login={loginOf(m)} />
              </Detail>
            ) : null}
          </dl>
          <DialogFooter>
            {loginOf?.(m)?.state === 'active' ? (
              <SendPasswordLink name={fullName(m)} send={() => sendStaffPasswordLink(m.id)} />
            ) : null}
            {onEdit ? (
              <Button variant="outline" onClick={() => onEdit(m)}>
                <Pencil aria-hidden="true" />
                {t('staffManagement.profile.editDetails')}
              </Button>
            ) : null}
            <Button onClick={() => onOpenChange(false)}>{t('common.close')}</Button>
          </DialogFooter>
        </>
      )}
    </RecordDialog>
  );
}
