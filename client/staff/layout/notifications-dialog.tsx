import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/format.ts';
import { messagePriority } from '../../lib/message-priority.ts';
import { useRecentMessages } from '../../lib/notifications.ts';

/** Each message links to its conversation on the Messages screen. */
function MessageList({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  const recent = useRecentMessages();
  if (recent.isPending) return <LoadingIndicator variant="rainbow" />;
  if (recent.isError) {
    return <p className="py-4 text-sm text-slate-700">{t('staffNav.notificationsFailed')}</p>;
  }
  if (recent.data.length === 0) {
    return <p className="py-4 text-sm text-slate-700">{t('staffNav.noNotifications')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200">
      {recent.data.map((message) => (
        <li key={message.id} className="flex items-start justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className={message.isRead ? 'text-slate-800' : 'font-semibold text-slate-900'}>
              <Link
                to={`/messages?thread=${message.threadId}`}
                onClick={onOpen}
                className="inline-block break-words underline-offset-2 hover:underline"
              >
                {message.isRead ? null : <span className="sr-only">{t('staffNav.unread')} </span>}
                {message.subject}
              </Link>
            </p>
            <p className="text-sm text-slate-600">
              {message.senderName} · {formatDateTime(message.createdAt)}
            </p>
          </div>
          <Badge variant={messagePriority[message.priority].variant}>
            {t(messagePriority[message.priority].label)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

interface NotificationsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function NotificationsDialog({ open, onOpenChange }: NotificationsDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('staffNav.notifications')}</DialogTitle>
          <DialogDescription>{t('staffNav.notificationsDescription')}</DialogDescription>
        </DialogHeader>
        <MessageList onOpen={() => onOpenChange(false)} />
        <Link
          to="/messages"
          onClick={() => onOpenChange(false)}
          className="mt-4 inline-block font-medium text-blue-700 underline underline-offset-2"
        >
          {t('staffNav.viewAllMessages')}
        </Link>
      </DialogContent>
    </Dialog>
  );
}
