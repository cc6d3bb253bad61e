import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import type { DialogSlotProps } from './dialog-slot.ts';

/**
 * A feature's dialog whose code is not part of the screen that offers it: the dashboard's
 * quick actions do not make the first paint wait for their forms, validation and pickers.
 * The code loads when the browser is idle after the screen is up (so a dialog opened later
 * — even after the connection dropped, at the door — opens at once), or when it is first
 * opened, whichever comes first. Once shown, the dialog stays mounted, so closing it animates
 * and gives focus back like any other dialog.
 */
export function lazyDialog<P extends DialogSlotProps>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchCode = () => (loading ??= load().then((component) => ({ default: component })));
  const Loaded = lazy(fetchCode);
  return function LazyDialog(props: P) {
    const shown = useRef(false);
    if (props.open) shown.current = true;
    useEffect(() => whenIdle(() => void fetchCode().catch(() => undefined)), []);
    if (!shown.current) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
