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
import { toast } from '../../components/ui/toast-store.ts';
import { useRemoveStaff } from './queries.ts';
import { fullName } from './staff-filter.ts';
import { toastError } from './toast-error.ts';

interface Props {
  member: StaffResponse | null;
  onOpenChange: (open: boolean) => void;
}

/** The spec's confirmation before a staff member is removed (their history is kept). */
export function RemoveStaffDialog({ member, onOpenChange }: Props) {
  const remove = useRemoveStaff();
  const confirm = () => {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        toast({ title: 'Staff member removed successfully' });
        onOpenChange(false);
      },
      onError: (error) => toastError(error, 'Failed to remove staff member'),
    });
  };
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>Remove {member ? fullName(member) : 'staff member'}?</DialogTitle>
          <DialogDescription>
            Are you sure you want to remove this staff member? This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Removing...' : 'Remove'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
