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
import { formatDateTime } from '../../lib/format.ts';
import { useRecentMessages } from '../../lib/notifications.ts';

const priority: Record<RecentMessage['priority'], { label: string; variant: BadgeVariant }> = {
  urgent: { label: 'Urgent', variant: 'danger' },
  high: { label: 'High', variant: 'warning' },
  normal: { label: 'Normal', variant: 'neutral' },
  low: { label: 'Low', variant: 'neutral' },
};

function MessageList() {
  const recent = useRecentMessages();
  if (recent.isPending) return <LoadingIndicator variant="rainbow" />;
  if (recent.isError) {
    return (
      <p className="py-4 text-sm text-slate-700">Notifications could not be loaded just now.</p>
    );
  }
  if (recent.data.length === 0) {
    return <p className="py-4 text-sm text-slate-700">No new notifications</p>;
  }
  return (
    <ul className="divide-y divide-slate-200">
      {recent.data.map((message) => (
        <li key={message.id} className="flex items-start justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className={message.isRead ? 'text-slate-800' : 'font-semibold text-slate-900'}>
              {message.isRead ? null : <span className="sr-only">Unread: </span>}
              {message.subject}
            </p>
            <p className="text-sm text-slate-600">
              {message.senderName} · {formatDateTime(message.createdAt)}
            </p>
          </div>
          <Badge variant={priority[message.priority].variant}>
            {priority[message.priority].label}
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Notifications</DialogTitle>
          <DialogDescription>Your five latest messages.</DialogDescription>
        </DialogHeader>
        <MessageList />
        <Link
          to="/messages"
          onClick={() => onOpenChange(false)}
          className="mt-4 inline-block font-medium text-blue-700 underline underline-offset-2"
        >
          View all messages
        </Link>
      </DialogContent>
    </Dialog>
  );
}
