import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog.tsx';
import type { DialogSlotProps } from './dialog-slot.ts';

type FormDialogProps = DialogSlotProps & {
  title: ReactNode;
  description: ReactNode;
  /** Widens the dialog for a longer form (max-w-2xl, say). */
  className?: string;
  /** The form. Radix unmounts it while closed, so every opening starts from a fresh form. */
  children: ReactNode;
};

/** A modal with a title and a description (Radix checks both) around one form. */
export function FormDialog(props: FormDialogProps) {
  const { open, onOpenChange, title, description, className, children } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
