import { CheckCircle2 } from 'lucide-react';
import type { ThreadMessage } from '../../../contract/messages.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAcknowledgeMessage } from '../../lib/message-threads.ts';
import { toastError } from '../../lib/toast-error.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { PriorityBadge } from './priority-badge.tsx';
import type { Audience } from './thread-list.tsx';

/** Staff: who of the family has read, and acknowledged, an urgent message from the centre. */
function Receipts({ message }: { message: ThreadMessage }) {
  const t = useT();
  if (message.receipts.length === 0) return null;
  return (
    <div className="mt-3 rounded-md border border-slate-200 bg-white p-3 text-sm">
      <h4 className="font-medium text-slate-900">{t('messages.receipts.title')}</h4>
      <ul className="mt-1 space-y-1">
        {message.receipts.map((r) => (
          <li key={r.userId} className="break-words text-slate-700">
            <span className="font-medium text-slate-900">{r.name}</span>
            {': '}
            {r.readAt
              ? t('messages.receipts.read', { when: formatDateTime(r.readAt) })
              : t('messages.receipts.notRead')}
            {' · '}
            {r.acknowledgedAt
              ? t('messages.receipts.acknowledged', { when: formatDateTime(r.acknowledgedAt) })
              : t('messages.receipts.notAcknowledged')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A parent: 'I have read this' on an urgent message from the centre, or when they did. The
 * answer replaces the button inside a live region, so it is heard without a toast (which
 * would take the dialog's Escape).
 */
function Acknowledgement({ message }: { message: ThreadMessage }) {
  return (
    <div aria-live="polite">
      <AcknowledgementState message={message} />
    </div>
  );
}

function AcknowledgementState({ message }: { message: ThreadMessage }) {
  const t = useT();
  const acknowledge = useAcknowledgeMessage();
  if (message.acknowledgedAt)
    return (
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <Badge variant="success" className="gap-1">
          <CheckCircle2 className="size-3.5" aria-hidden="true" />
          {t('messages.acknowledged')}
        </Badge>
        {t('messages.acknowledgedOn', { when: formatDateTime(message.acknowledgedAt) })}
      </p>
    );
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="min-w-0 flex-1">{t('messages.acknowledgeRequest')}</p>
      <Button
        size="sm"
        disabled={acknowledge.isPending}
        onClick={() =>
          acknowledge.mutate(message.id, {
            onError: (error) => toastError(error, translate('messages.acknowledgeFailed')),
          })
        }
      >
        {acknowledge.isPending ? t('messages.acknowledging') : t('messages.acknowledge')}
      </Button>
    </div>
  );
}

/** One message of a conversation: who wrote it and when, its text, and its receipts. */
export function ThreadMessageItem({
  message,
  audience,
}: {
  message: ThreadMessage;
  audience: Audience;
}) {
  const t = useT();
  const headingId = `message-${message.id}-from`;
  const fromCentre = message.senderType === 'staff';
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'rounded-lg border p-3',
        message.mine
          ? 'border-blue-200 bg-blue-50 sm:ml-8'
          : 'border-slate-200 bg-slate-50 sm:mr-8',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {message.mine ? t('messages.fromYou', { name: message.senderName }) : message.senderName}
        </h3>
        <time dateTime={message.createdAt} className="text-slate-600">
          {formatDateTime(message.createdAt)}
        </time>
        {message.priority === 'normal' ? null : <PriorityBadge priority={message.priority} />}
      </div>
      <p className="mt-2 break-words whitespace-pre-wrap text-slate-900">{message.content}</p>
      {message.acknowledgementRequired && fromCentre ? (
        audience === 'staff' ? (
          <Receipts message={message} />
        ) : (
          <Acknowledgement message={message} />
        )
      ) : null}
    </article>
  );
}
