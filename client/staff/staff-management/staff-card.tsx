import { KeyRound, Mail, MapPin, Phone } from 'lucide-react';
import type { StaffLogin } from '../../../contract/staff-accounts.ts';
import type { StaffResponse } from '../../../contract/staff.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { RecordCard, RecordFact } from '../../components/ui/record-card.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { fullName } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { DutySwitch } from './duty-switch.tsx';
import { DutyStatus } from './duty-status.tsx';
import { LoginState } from './login-state.tsx';
import { useUpdateStaff } from './queries.ts';
import { roleLabel } from '../../components/pickers/staff-role-labels.ts';

interface StaffCardProps {
  member: StaffResponse;
  /** Their own card for staff, every card for directors (issue 35); else no switch at all. */
  canToggleDuty: boolean;
  onView: () => void;
  /** Absent for people who may not remove staff: no Delete button then. */
  onRemove?: () => void;
  /** Directors: their sign-in (null: none); undefined for the rest of the staff. */
  login?: StaffLogin | null;
}

export function StaffCard({ member, canToggleDuty, onView, onRemove, login }: StaffCardProps) {
  const t = useT();
  const update = useUpdateStaff();
  const name = fullName(member);
  const toggleDuty = (isOnDuty: boolean) =>
    update.mutate(
      { id: member.id, isOnDuty },
      {
        onSuccess: () => toast({ title: t('staffManagement.updated') }),
        onError: (error) => toastError(error, t('staffManagement.updateFailed')),
      },
    );
  return (
    <RecordCard
      id={`staff-${member.id}`}
      name={name}
      avatarClassName="bg-blue-100 text-blue-900"
      subtitle={<Badge variant="neutral">{roleLabel(member.role, t)}</Badge>}
      badge={<DutyStatus isOnDuty={member.isOnDuty} />}
      footerStart={
        canToggleDuty ? (
          <DutySwitch
            name={name}
            checked={member.isOnDuty}
            disabled={update.isPending}
            onCheckedChange={toggleDuty}
          />
        ) : undefined
      }
      onView={onView}
      onRemove={onRemove}
      removeLabel={t('staffManagement.card.delete')}
    >
      <RecordFact icon={MapPin} label={t('staffManagement.field.room')}>
        {member.room ?? t('staffManagement.noRoom')}
      </RecordFact>
      <RecordFact icon={Phone} label={t('staffManagement.field.phone')}>
        {member.phone}
      </RecordFact>
      <RecordFact icon={Mail} label={t('staffManagement.field.email')}>
        <span className="truncate">{member.email}</span>
      </RecordFact>
      {login !== undefined ? (
        <RecordFact icon={KeyRound} label={t('accountAdmin.login.term')}>
          <LoginState login={login} />
        </RecordFact>
      ) : null}
    </RecordCard>
  );
}
