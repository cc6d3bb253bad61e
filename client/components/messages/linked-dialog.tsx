import { type ReactNode, useRef } from 'react';
import { Dialog, DialogContent } from '../ui/dialog.tsx';

/**
 * A dialog the address opens over the inbox (?thread=, ?broadcast=). Closing gives focus back
 * to the link of what it showed last: by then the address no longer names it.
 */
export function LinkedDialog({
  shownId,
  onClose,
  focusLink,
  children,
}: {
  shownId: number | null;
  onClose: () => void;
  /** Focuses the list's link to that record; false when it is not on the page. */
  focusLink: (id: number) => boolean;
  children: (id: number) => ReactNode;
}) {
  const lastShown = useRef<number | null>(null);
  if (shownId !== null) lastShown.current = shownId;
  return (
    <Dialog open={shownId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          if (lastShown.current !== null && focusLink(lastShown.current)) event.preventDefault();
        }}
      >
        {shownId !== null ? children(shownId) : null}
      </DialogContent>
    </Dialog>
  );
}
