import { useT } from '../../i18n/use-t.ts';
import { type MessagePriority, messagePriority } from '../../lib/message-priority.ts';
import { Badge } from '../ui/badge.tsx';

/** Urgent, High, Normal or Low, in the colours of its table. */
export function PriorityBadge({ priority }: { priority: MessagePriority }) {
  const t = useT();
  const { label, variant } = messagePriority[priority];
  return <Badge variant={variant}>{t(label)}</Badge>;
}
