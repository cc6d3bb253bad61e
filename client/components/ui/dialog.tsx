import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useT } from '../../i18n/use-t.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-40 bg-slate-950/50 data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

/** A close button in the corner, named for screen readers. */
export function DialogCloseButton({ className }: { className?: string }) {
  const t = useT();
  return (
    <DialogPrimitive.Close
      className={cn(
        'absolute top-3 right-3 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        'focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none',
        className,
      )}
    >
      <X className="size-5" aria-hidden="true" />
      <span className="sr-only">{t('common.close')}</span>
    </DialogPrimitive.Close>
  );
}

/**
 * Where focus goes when a dialog closes: back to the control that had it before (issue 16:
 * with Esc it was left on <body>). Radix remembers what had focus when its content mounted,
 * but a form field that focuses itself on mount is already there by then, and is gone once
 * the dialog closes. So the page's recent focus is kept here, and on close the latest element
 * still on the page gets it back. A caller's own onCloseAutoFocus runs first and may place
 * focus itself (preventDefault).
 */
const recentFocus: HTMLElement[] = [];
let tracking = false;
function trackFocus() {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener(
    'focusin',
    (event) => {
      recentFocus.push(event.target as HTMLElement);
      if (recentFocus.length > 30) recentFocus.shift();
    },
    true,
  );
}

export function useFocusReturn(
  onCloseAutoFocus: ((event: Event) => void) | undefined,
): (event: Event) => void {
  trackFocus();
  return (event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const back = recentFocus.findLast((el) => el.isConnected && el !== document.body);
    if (back) {
      event.preventDefault();
      back.focus();
    }
  };
}

/** A centred modal. Give it a DialogTitle and a DialogDescription: Radix checks both. */
export function DialogContent({
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const returnFocus = useFocusReturn(onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-xl bg-white p-6 text-slate-900 shadow-xl focus:outline-none data-[state=open]:animate-fade-in',
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

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mb-4 flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />
  );
}
