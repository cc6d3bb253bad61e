import { Link } from 'react-router';
import type { RecentMessage } from '../../../contract/messages.ts';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useRecentMessages } from '../../lib/notifications.ts';

const priority: Record<RecentMessage['priority'], { label: string; variant: BadgeVariant }> = {
  urgent: { label: msg('staffNav.priority.urgent'), variant: 'danger' },
  high: { label: msg('staffNav.priority.high'), variant: 'warning' },
  normal: { label: msg('staffNav.priority.normal'), variant: 'neutral' },
  low: { label: msg('staffNav.priority.low'), variant: 'neutral' },
};

function MessageList() {
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
              {message.isRead ? null : <span className="sr-only">{t('staffNav.unread')} </span>}
              {message.subject}
            </p>
            <p className="text-sm text-slate-600">
              {message.senderName} · {formatDateTime(message.createdAt)}
            </p>
          </div>
          <Badge variant={priority[message.priority].variant}>
            {t(priority[message.priority].label)}
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
        <MessageList />
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
