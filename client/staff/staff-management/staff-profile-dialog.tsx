import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StaffResponse } from '../../../contract/staff.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { DutyStatus } from './duty-status.tsx';
import { fullName } from './staff-filter.ts';

interface Props {
  member: StaffResponse | null;
  onOpenChange: (open: boolean) => void;
  /** Directors only: opens the edit form for this member. */
  onEdit?: (member: StaffResponse) => void;
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
export function StaffProfileDialog({ member, onOpenChange, onEdit }: Props) {
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {member ? (
          <>
            <DialogHeader>
              <DialogTitle>Staff Profile</DialogTitle>
              <DialogDescription>
                {fullName(member)}, {member.role}
              </DialogDescription>
            </DialogHeader>
            <dl className="divide-y divide-slate-200">
              <Detail term="Name">{fullName(member)}</Detail>
              <Detail term="Role">{member.role}</Detail>
              <Detail term="Room">{member.room ?? 'No room assigned'}</Detail>
              <Detail term="Phone">
                <a className="text-blue-800 underline" href={`tel:${member.phone}`}>
                  {member.phone}
                </a>
              </Detail>
              <Detail term="Email">
                <a className="text-blue-800 underline" href={`mailto:${member.email}`}>
                  {member.email}
                </a>
              </Detail>
              <Detail term="Status">
                <DutyStatus isOnDuty={member.isOnDuty} />
              </Detail>
            </dl>
            <DialogFooter>
              {onEdit ? (
                <Button variant="outline" onClick={() => onEdit(member)}>
                  <Pencil aria-hidden="true" />
                  Edit Details
                </Button>
              ) : null}
              <Button onClick={() => onOpenChange(false)}>Close</Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
