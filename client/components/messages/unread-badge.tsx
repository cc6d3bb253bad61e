import { useT } from '../../i18n/use-t.ts';
import { useUnreadCount } from '../../lib/notifications.ts';
import { Badge } from '../ui/badge.tsx';

/** The signed-in person's unread total, beside the Messages title (polled every 30 s). */
export function UnreadBadge() {
  const t = useT();
  const unread = useUnreadCount();
  if (unread.data === undefined) return null;
  return (
    <Badge variant={unread.data > 0 ? 'count' : 'neutral'} role="status">
      {t('messages.unreadTotal', { count: unread.data })}
    </Badge>
  );
}
