import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatNumber } from '../../lib/format.ts';
import { useUnreadCount } from '../../lib/notifications.ts';

/** The parent's unread-message count, polled every 30 s: a link to their messages. */
export function UnreadIndicator() {
  const t = useT();
  const unread = useUnreadCount();
  // Spec section 8: when the count cannot be loaded, the parent bar shows 0.
  const count = unread.isError ? 0 : (unread.data ?? 0);
  return (
    <Link
      to="/parent-dashboard?view=messages"
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
    >
      <Mail className="size-5" aria-hidden="true" />
      <span className="sr-only">{t('parentNav.unreadMessages')}</span>
      <Badge variant={count > 0 ? 'count' : 'neutral'}>{formatNumber(count)}</Badge>
    </Link>
  );
}
