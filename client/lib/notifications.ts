import { useQuery } from '@tanstack/react-query';
import { routeQuery } from './api.ts';

/**
 * Message counts shown in both portals' headers. Every key starts with 'messages', so the
 * messages screens can refresh these badges by invalidating ['messages'].
 */
export const messageKeys = {
  all: ['messages'] as const,
  unreadCount: ['messages', 'unread-count'] as const,
  recent: ['messages', 'recent'] as const,
};

/** Spec section 9: notification counts are polled every 30 s. */
const pollEveryMs = 30_000;

/** The unread count as the query cache keeps it (a route loader asks it early). */
export const unreadCountQuery = () => ({
  queryKey: messageKeys.unreadCount,
  ...routeQuery('GET /api/messages/unread-count'),
});

export function useUnreadCount() {
  return useQuery({
    ...unreadCountQuery(),
    select: (data) => data.count,
    refetchInterval: pollEveryMs,
    retry: false,
  });
}

export function useRecentMessages() {
  return useQuery({
    queryKey: messageKeys.recent,
    ...routeQuery('GET /api/messages/recent'),
    refetchInterval: pollEveryMs,
    retry: false,
  });
}
