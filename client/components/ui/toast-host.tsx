import { Suspense, lazy, useEffect, useState } from 'react';
import { useToast } from './toast-store.ts';

const Toaster = lazy(() => import('./toast.tsx').then((m) => ({ default: m.Toaster })));

/**
 * Where toasts appear. Radix's toast stack is not part of the first download: it loads when
 * the browser is idle after the page is up, or at once when a toast comes first; a toast
 * raised meanwhile waits in the store and shows when it has loaded.
 */
export function ToastHost() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? clearTimeout;
    const handle = whenIdle(() => setIdle(true));
    return () => cancel(handle as number);
  }, []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
