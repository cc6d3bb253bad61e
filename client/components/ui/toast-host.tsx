import { Suspense, lazy, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
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
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
