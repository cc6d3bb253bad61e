import { useMutation } from '@tanstack/react-query';
import { type NewAttendanceAction, recordOrQueue } from '../../lib/attendance-queue.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';
import { useCurrentUser } from '../../lib/session.ts';

/**
 * A check-in or check-out, recorded now or, without a connection, kept on this device to be
 * sent later (lib/attendance-queue.ts). Always sent with its own id and the time it happened,
 * so a retry after a lost answer is recorded once.
 */
export function useRecordAttendance() {
  const { userId } = useCurrentUser();
  const refresh = useRefreshAfter('attendance');
  return useMutation({
    mutationFn: (action: NewAttendanceAction) => recordOrQueue(userId, action),
    // Offline, the mutation must still run (and queue) rather than wait paused for a network.
    networkMode: 'always',
    onSuccess: ({ queued }) => (queued ? undefined : refresh()),
  });
}
