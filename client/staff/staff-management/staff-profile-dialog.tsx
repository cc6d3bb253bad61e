import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StaffLogin } from '../../../contract/staff-accounts.ts';
import type { StaffResponse } from '../../../contract/staff.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { RecordDialog } from '../../components/ui/record-dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { fullName } from '../../lib/format.ts';
import { DutyStatus } from './duty-status.tsx';
import { LoginState } from './login-state.tsx';
import { StaffLoginActions } from './staff-login-actions.tsx';
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
          {loginOf ? <StaffLoginActions member={m} login={loginOf(m)} /> : null}
          <DialogFooter>
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
