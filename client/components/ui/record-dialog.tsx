import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog.tsx';

interface RecordDialogProps<T> {
  /** The record shown; null keeps the dialog closed. */
  record: T | null;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Who or what the record is (Radix checks that a dialog has a description). */
  description: (record: T) => ReactNode;
  /** The record's details and the dialog's buttons. */
  children: (record: T) => ReactNode;
}

/** A profile dialog ('Child Profile', 'Staff Profile') showing one record of a list. */
export function RecordDialog<T>({
  record,
  onOpenChange,
  title,
  description,
  children,
}: RecordDialogProps<T>) {
  return (
    <Dialog open={record !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {record !== null ? (
          <>
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{description(record)}</DialogDescription>
            </DialogHeader>
            {children(record)}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
