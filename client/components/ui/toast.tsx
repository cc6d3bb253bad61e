import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { type ToastItem, useToast } from './toast-store.ts';
import { useT } from '../../i18n/use-t.ts';

// Spec section 9: shown for 5 s, swiped away to the right past 50 px, F8 focuses the area.
const displayMs = 5000;

const variantClasses = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-800 bg-red-700 text-white',
} as const;

function ToastView({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  const t = useT();
  const variant = item.variant ?? 'default';
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      // Errors interrupt a screen reader; confirmations wait their turn.
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'toast relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
        variantClasses[variant],
      )}
    >
      <div className="grid gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="text-sm opacity-95">
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        className={cn(
          'absolute top-2 right-2 rounded-md p-1 focus-visible:ring-2 focus-visible:outline-none',
          variant === 'destructive'
            ? 'text-white hover:bg-red-800 focus-visible:ring-white'
            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-blue-600',
        )}
        aria-label={t('common.close')}
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Mounted once at the app's root; shows whatever `toast()` was last asked to show. */
export function Toaster() {
  const t = useT();
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider duration={displayMs} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} onClose={() => dismiss(item.id)} />
      ))}
      <ToastPrimitive.Viewport
        label={t('common.notificationsRegion')}
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
