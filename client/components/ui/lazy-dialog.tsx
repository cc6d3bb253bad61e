import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { onFirstInteraction } from '../../lib/on-first-interaction.ts';
import type { DialogSlotProps } from './dialog-slot.ts';

/**
 * A feature's dialog whose code is not part of the screen that offers it: the dashboard's
 * quick actions do not make the first paint wait for their forms, validation and pickers.
 * The code loads when the person first presses anything on the screen (before the press that
 * opens a dialog becomes a click; offline, from the installed app's cache), or when the dialog
 * is first opened, whichever comes first. Once shown, the dialog stays mounted, so closing it animates
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
    useEffect(() => onFirstInteraction(() => void fetchCode().catch(() => undefined)), []);
    if (!shown.current) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
