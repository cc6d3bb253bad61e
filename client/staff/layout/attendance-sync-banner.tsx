import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/use-t.ts';
import {
  dismissQueued,
  isWaiting,
  useAttendanceQueue,
  useAttendanceSync,
} from '../../lib/attendance-queue.ts';
import { formatTime } from '../../lib/format.ts';

/**
 * Check-ins and check-outs kept on this device (issue 16): how many wait to be sent, each with
 * the time it happened, and every one the server refused, in its words, until dismissed. Also
 * keeps the queue moving (on start, back online, every 30 s). Nothing shows while the queue
 * is empty; the two live regions stay, so what appears in them is announced.
 */
export function AttendanceSyncBanner({ userId }: { userId: number }) {
  const t = useT();
  useAttendanceSync(userId);
  const entries = useAttendanceQueue(userId);
  const waiting = entries.filter(isWaiting);
  const conflicts = entries.filter((e) => e.state === 'conflict');
  const describe = (e: (typeof entries)[number]) =>
    t('attendance.sync.entry', {
      name: e.childName,
      action: e.kind,
      time: formatTime(e.happenedAt),
    });

  return (
    <div className="mx-auto w-full max-w-7xl px-4">
      <div role="status">
        {waiting.length > 0 ? (
          <div className="my-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-semibold">
              {t('attendance.sync.waiting', { count: waiting.length })}
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 break-words">
              {waiting.map((e) => (
                <li key={e.clientActionId}>{describe(e)}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div role="alert">
        {conflicts.length > 0 ? (
          <ul className="my-2 space-y-2">
            {conflicts.map((e) => (
              <li
                key={e.clientActionId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950"
              >
                <div className="min-w-0 flex-1 break-words">
                  <p className="font-semibold">
                    {t('attendance.sync.couldNotSync', { message: e.message ?? '' })}
                  </p>
                  <p>{describe(e)}</p>
                </div>
                <Button
                  variant="outline"
                  className="h-11"
                  aria-label={t('attendance.sync.dismissLabel', { name: e.childName })}
                  onClick={() => dismissQueued(userId, e.clientActionId)}
                >
                  {t('attendance.sync.dismiss')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
