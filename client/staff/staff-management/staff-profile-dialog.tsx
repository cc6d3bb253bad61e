import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StaffResponse } from '../../../contract/staff.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { RecordDialog } from '../../components/ui/record-dialog.tsx';
import { fullName } from '../../lib/format.ts';
import { DutyStatus } from './duty-status.tsx';

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
    <RecordDialog
      record={member}
      onOpenChange={onOpenChange}
      title="Staff Profile"
      description={(m) => `${fullName(m)}, ${m.role}`}
    >
      {(m) => (
        <>
          <dl className="divide-y divide-slate-200">
            <Detail term="Name">{fullName(m)}</Detail>
            <Detail term="Role">{m.role}</Detail>
            <Detail term="Room">{m.room ?? 'No room assigned'}</Detail>
            <Detail term="Phone">
              <a className="text-blue-800 underline" href={`tel:${m.phone}`}>
                {m.phone}
              </a>
            </Detail>
            <Detail term="Email">
              <a className="text-blue-800 underline" href={`mailto:${m.email}`}>
                {m.email}
              </a>
            </Detail>
            <Detail term="Status">
              <DutyStatus isOnDuty={m.isOnDuty} />
            </Detail>
          </dl>
          <DialogFooter>
            {onEdit ? (
              <Button variant="outline" onClick={() => onEdit(m)}>
                <Pencil aria-hidden="true" />
                Edit Details
              </Button>
            ) : null}
            <Button onClick={() => onOpenChange(false)}>Close</Button>
          </DialogFooter>
        </>
      )}
    </RecordDialog>
  );
}
