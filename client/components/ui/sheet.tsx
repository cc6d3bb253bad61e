import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { DialogCloseButton, DialogOverlay, useFocusReturn } from './dialog.tsx';

/**
 * A full-height side panel: a Radix dialog (focus trapped, Escape closes, focus returns to
 * the button that opened it) drawn at the screen's edge. Use Dialog/DialogTitle with it.
 */
export function SheetContent({
  side = 'left',
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { side?: 'left' | 'right' }) {
  const returnFocus = useFocusReturn(onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex h-dvh w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-6 text-slate-900 shadow-xl focus:outline-none',
          side === 'left'
            ? 'left-0 data-[state=open]:animate-slide-in-left'
            : 'right-0 data-[state=open]:animate-slide-in-right',
          className,
        )}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        {children}
        <DialogCloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
