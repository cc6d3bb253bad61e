import { Mail, MapPin, Phone } from 'lucide-react';
import type { StaffResponse } from '../../../contract/staff.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CardActions } from '../../components/ui/card-actions.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { initials } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { DutySwitch } from './duty-switch.tsx';
import { DutyStatus } from './duty-status.tsx';
import { useUpdateStaff } from './queries.ts';
import { fullName } from './staff-filter.ts';

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
  const headingId = `staff-${member.id}-name`;
  return (
    <Card className="flex flex-col" role="article" aria-labelledby={headingId}>
      <div className="flex items-start gap-3 p-5 pb-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-blue-100 font-semibold text-blue-900"
        >
          {initials(name)}
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={headingId} className="truncate text-base font-semibold">
            {name}
          </h2>
          <Badge variant="neutral">{member.role}</Badge>
        </div>
        <DutyStatus isOnDuty={member.isOnDuty} />
      </div>
      <ul className="space-y-1.5 px-5 pb-4 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="sr-only">Room: </span>
          {member.room ?? 'No room assigned'}
        </li>
        <li className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="sr-only">Phone: </span>
          {member.phone}
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <Mail className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="sr-only">Email: </span>
          <span className="truncate">{member.email}</span>
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-5 py-3">
        <DutySwitch
          name={name}
          checked={member.isOnDuty}
          disabled={!canToggleDuty || update.isPending}
          onCheckedChange={toggleDuty}
        />
        <div className="flex gap-1">
          <CardActions name={name} onView={onView} onRemove={onRemove} removeLabel="Delete" />
        </div>
      </div>
    </Card>
  );
}
