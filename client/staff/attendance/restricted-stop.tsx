import { OctagonX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t.ts';

/**
 * The check-out stopped on a restricted person (decision 065): the server's words (who, and
 * that the directors were alerted), focused so it is read at once. Nothing here releases the
 * child; the dialog can only be cancelled or another person chosen.
 */
export function RestrictedStop({ message }: { message: string }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="flex gap-3 rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      <OctagonX aria-hidden="true" className="size-6 shrink-0 text-red-700" />
      <div className="space-y-1">
        <p className="font-bold">{t('handover.stopTitle')}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}
