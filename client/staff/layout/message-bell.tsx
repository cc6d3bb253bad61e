import { Bell } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/use-t.ts';

interface MessageBellProps {
  unreadCount: number | undefined;
  onOpen: () => void;
}

/** Opens the notifications list; its name carries the count a sighted user sees on the badge. */
export function MessageBell({ unreadCount, onOpen }: MessageBellProps) {
  const t = useT();
  const messages = t('staffNav.messages');
  const name =
    unreadCount === undefined
      ? messages
      : t('staffNav.unreadName', { label: messages, count: unreadCount });
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative [&_svg]:size-5"
      aria-label={name}
      onClick={onOpen}
    >
      <Bell aria-hidden="true" />
      {unreadCount ? (
        <Badge variant="count" className="absolute -top-0.5 -right-0.5" aria-hidden="true">
          {unreadCount}
        </Badge>
      ) : null}
    </Button>
  );
}
