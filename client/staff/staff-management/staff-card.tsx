import { Mail, MapPin, Phone } from 'lucide-react';
import type { StaffResponse } from '../../../contract/staff.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { RecordCard, RecordFact } from '../../components/ui/record-card.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { fullName } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { DutySwitch } from './duty-switch.tsx';
import { DutyStatus } from './duty-status.tsx';
import { useUpdateStaff } from './queries.ts';
import { roleLabel } from '../../components/pickers/staff-role-labels.ts';

interface StaffCardProps {
  member: StaffResponse;
  /** Their own card for staff, every card for directors (issue 35); else no switch at all. */
  canToggleDuty: boolean;
  onView: () => void;
  /** Absent for people who may not remove staff: no Delete button then. */
  onRemove?: () => void;
}

export function StaffCard({ member, canToggleDuty, onView, onRemove }: StaffCardProps) {
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
    </RecordCard>
  );
}
