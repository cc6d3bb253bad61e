import { Mail, MapPin, Phone } from 'lucide-react';
import type { StaffResponse } from '../../../contract/staff.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { RecordCard, RecordFact } from '../../components/ui/record-card.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { fullName } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { DutySwitch } from './duty-switch.tsx';
import { DutyStatus } from './duty-status.tsx';
import { useUpdateStaff } from './queries.ts';

interface StaffCardProps {
  member: StaffResponse;
  canToggleDuty: boolean;
  onView: () => void;
  /** Absent for people who may not remove staff: no Delete button then. */
  onRemove?: () => void;
}

export function StaffCard({ member, canToggleDuty, onView, onRemove }: StaffCardProps) {
  const update = useUpdateStaff();
  const name = fullName(member);
  const toggleDuty = (isOnDuty: boolean) =>
    update.mutate(
      { id: member.id, isOnDuty },
      {
        onSuccess: () => toast({ title: 'Staff member updated successfully!' }),
        onError: (error) => toastError(error, 'Failed to update staff member'),
      },
    );
  return (
    <RecordCard
      id={`staff-${member.id}`}
      name={name}
      avatarClassName="bg-blue-100 text-blue-900"
      subtitle={<Badge variant="neutral">{member.role}</Badge>}
      badge={<DutyStatus isOnDuty={member.isOnDuty} />}
      footerStart={
        <DutySwitch
          name={name}
          checked={member.isOnDuty}
          disabled={!canToggleDuty || update.isPending}
          onCheckedChange={toggleDuty}
        />
      }
      onView={onView}
      onRemove={onRemove}
      removeLabel="Delete"
    >
      <RecordFact icon={MapPin} label="Room">
        {member.room ?? 'No room assigned'}
      </RecordFact>
      <RecordFact icon={Phone} label="Phone">
        {member.phone}
      </RecordFact>
      <RecordFact icon={Mail} label="Email">
        <span className="truncate">{member.email}</span>
      </RecordFact>
    </RecordCard>
  );
}
