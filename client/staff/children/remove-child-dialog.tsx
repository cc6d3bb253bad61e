import type { ChildResponse } from '../../../contract/children.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { fullName } from './children-filter.ts';
import { useRemoveChild } from './queries.ts';

interface RemoveChildDialogProps {
  child: ChildResponse | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec section 5's confirmation, as an alert dialog rather than the browser's confirm():
 * focus stays in the page, and screen readers announce the question.
 */
export function RemoveChildDialog({ child, onOpenChange }: RemoveChildDialogProps) {
  const remove = useRemoveChild();
  const confirm = () => {
    if (!child) return;
    remove.mutate(child.id, {
      onSuccess: () => {
        toast({ title: 'Child removed successfully' });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: error instanceof ApiError ? error.message : 'Failed to remove child',
          variant: 'destructive',
        }),
    });
  };
  return (
    <Dialog open={child !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        {child ? (
          <>
            <DialogHeader>
              <DialogTitle>Remove {fullName(child)}?</DialogTitle>
              <DialogDescription>
                Are you sure you want to remove this child? This action cannot be undone.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
                {remove.isPending ? 'Removing...' : 'Remove Child'}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
