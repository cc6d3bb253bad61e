import { useQuery } from '@tanstack/react-query';
import type { BroadcastDetail, BroadcastFamily } from '../../../contract/messages.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { broadcastQuery } from '../../lib/message-threads.ts';
import { Badge } from '../ui/badge.tsx';
import { DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { LinkedDialog } from './linked-dialog.tsx';
import { PriorityBadge } from './priority-badge.tsx';
import { focusBroadcastLink, ThreadLink } from './thread-link.tsx';
import { BroadcastAudience, BroadcastReach } from './thread-list.tsx';

/** One family of a broadcast: its guardians (the link to their thread) and where they are. */
function FamilyRow({
  family,
  acknowledgementRequired,
}: {
  family: BroadcastFamily;
  acknowledgementRequired: boolean;
}) {
  const t = useT();
  const names = family.parents.map((p) => p.name).join(', ');
  const statusId = `broadcast-family-${family.threadId}-status`;
  return (
    <div className="relative rounded-lg border border-slate-200 p-3 hover:bg-slate-50">
      <ThreadLink
        threadId={family.threadId}
        aria-describedby={statusId}
        className="font-medium break-words text-slate-900 after:absolute after:inset-0 after:rounded-lg focus-visible:ring-0 focus-visible:after:ring-2 focus-visible:after:ring-blue-600"
      >
        {names}
      </ThreadLink>
      <p id={statusId} className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {family.readAt ? (
          <span>{t('messages.familyRead', { when: formatDateTime(family.readAt) })}</span>
        ) : (
          <Badge variant="neutral">{t('messages.receipts.notRead')}</Badge>
        )}
        {acknowledgementRequired ? (
          family.acknowledgedAt ? (
            <span>
              {t('messages.familyAcknowledged', { when: formatDateTime(family.acknowledgedAt) })}
            </span>
          ) : (
            <Badge variant="warning">{t('messages.familyNotAcknowledged')}</Badge>
          )
        ) : null}
        {family.replies > 0 ? (
          <span>{t('messages.familyReplies', { count: family.replies })}</span>
        ) : null}
        {family.unreadCount > 0 ? (
          <Badge variant="count">
            {t('messages.unreadInThread', { count: family.unreadCount })}
          </Badge>
        ) : null}
      </p>
    </div>
  );
}

function BroadcastBody({ detail }: { detail: BroadcastDetail }) {
  const t = useT();
  const { broadcast } = detail;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{detail.subject}</DialogTitle>
        <DialogDescription asChild>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <PriorityBadge priority={detail.priority} />
            <Badge variant="neutral">{t('messages.broadcast')}</Badge>
            <span>
              <BroadcastAudience broadcast={broadcast} />
            </span>
          </div>
        </DialogDescription>
      </DialogHeader>
      <article className="rounded-lg border border-blue-200 bg-blue-50 p-3">
        <p className="flex flex-wrap gap-x-3 text-sm">
          <span className="font-semibold text-slate-900">{detail.lastMessage.senderName}</span>
          <time dateTime={detail.lastActivity} className="text-slate-600">
            {formatDateTime(detail.lastActivity)}
          </time>
        </p>
        <p className="mt-2 break-words whitespace-pre-wrap text-slate-900">{detail.content}</p>
      </article>
      <BroadcastReach broadcast={broadcast} />
      <section aria-labelledby="broadcast-families" className="space-y-2">
        <h3 id="broadcast-families" className="font-semibold text-slate-900">
          {t('messages.broadcastFamilies')}
        </h3>
        <ul className="space-y-2">
          {detail.families.map((family) => (
            <li key={family.threadId}>
              <FamilyRow
                family={family}
                acknowledgementRequired={broadcast.acknowledgementRequired}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function BroadcastLoader({ broadcastId }: { broadcastId: number }) {
  const t = useT();
  const query = useQuery(broadcastQuery(broadcastId));
  if (query.data) return <BroadcastBody detail={query.data} />;
  return (
    <DialogHeader>
      <DialogTitle>{t('messages.broadcast')}</DialogTitle>
      {query.isPending ? (
        <DialogDescription role="status">{t('messages.loadingConversation')}</DialogDescription>
      ) : (
        <DialogDescription role="alert" className="font-medium text-red-800">
          {query.error instanceof ApiError && query.error.status === 404
            ? t('messages.broadcastNotFound')
            : t('messages.loadFailed')}
        </DialogDescription>
      )}
    </DialogHeader>
  );
}

/**
 * A broadcast over the staff inbox: what it said, how many families read, acknowledged and
 * answered it, and each family's thread (opening one goes to it; Back returns here).
 */
export function BroadcastDialog({
  broadcastId,
  onClose,
}: {
  broadcastId: number | null;
  onClose: () => void;
}) {
  return (
    <LinkedDialog shownId={broadcastId} onClose={onClose} focusLink={focusBroadcastLink}>
      {(id) => <BroadcastLoader broadcastId={id} />}
    </LinkedDialog>
  );
}
