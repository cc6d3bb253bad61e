import type { BroadcastStats, ThreadSummary } from '../../../contract/messages.ts';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { PagedList } from '../../lib/paged-list.ts';
import { Badge } from '../ui/badge.tsx';
import { LoadMore } from '../ui/load-more.tsx';
import { BroadcastLink, ThreadLink } from './thread-link.tsx';
import { PriorityBadge } from './priority-badge.tsx';

/** Who reads the list: staff see each family's names; a parent sees their own threads. */
export type Audience = 'staff' | 'parent';

function ThreadCard({ thread, audience }: { thread: ThreadSummary; audience: Audience }) {
  const t = useT();
  const unread = thread.unreadCount > 0;
  const metaId = `thread-${thread.id}-meta`;
  const aboutId = `thread-${thread.id}-about`;
  const parents = thread.parents.map((p) => p.name).join(', ');
  const about = [
    audience === 'staff' && parents ? t('messages.family', { names: parents }) : null,
    thread.childName ? t('messages.child', { name: thread.childName }) : t('messages.general'),
  ].filter(Boolean);
  return (
    <article
      className={cn(
        'relative rounded-xl border bg-white p-4 shadow-sm hover:bg-slate-50',
        unread ? 'border-blue-300 border-l-4 border-l-blue-700' : 'border-slate-200',
      )}
    >
      <div id={metaId} className="flex flex-wrap items-center gap-2 text-sm">
        <PriorityBadge priority={thread.priority} />
        {unread ? (
          <Badge variant="count">
            {t('messages.unreadInThread', { count: thread.unreadCount })}
          </Badge>
        ) : null}
        {thread.awaitingAcknowledgement ? (
          <Badge variant="warning">{t('messages.awaitingAcknowledgement')}</Badge>
        ) : null}
        {audience === 'staff' && thread.acknowledgementPending ? (
          <Badge variant="warning">{t('messages.familyNotAcknowledged')}</Badge>
        ) : null}
        <time dateTime={thread.lastActivity} className="ml-auto text-slate-600">
          {formatDateTime(thread.lastActivity)}
        </time>
      </div>
      <h2 className={cn('mt-2 break-words', unread ? 'font-bold' : 'font-semibold')}>
        <ThreadLink
          threadId={thread.id}
          aria-describedby={`${metaId} ${aboutId}`}
          // The whole card is the link's target area; the focus ring draws around the card.
          className="text-slate-900 after:absolute after:inset-0 after:rounded-xl focus-visible:ring-0 focus-visible:after:ring-2 focus-visible:after:ring-blue-600"
        >
          {thread.subject}
        </ThreadLink>
      </h2>
      <p id={aboutId} className="mt-1 text-sm break-words text-slate-700">
        {about.join(' · ')}
      </p>
      <p className="mt-2 line-clamp-2 text-sm break-words text-slate-600">
        {t('messages.lastMessage', {
          name: thread.lastMessage.senderName,
          preview: thread.lastMessage.preview,
        })}
      </p>
    </article>
  );
}

/** Who a broadcast went to: a room's families, every family, or (sent earlier) a count. */
export function BroadcastAudience({ broadcast }: { broadcast: BroadcastStats }) {
  const t = useT();
  if (broadcast.recipients === 'all') return <>{t('messages.broadcastTo.all')}</>;
  if (broadcast.recipients === 'room' && broadcast.roomName)
    return <>{t('messages.broadcastTo.room', { room: broadcast.roomName })}</>;
  return <>{t('messages.broadcastTo.families', { count: broadcast.families })}</>;
}

/** How far a broadcast got: read, acknowledged (urgent) and answered, counted in families. */
export function BroadcastReach({ broadcast }: { broadcast: BroadcastStats }) {
  const t = useT();
  const { families } = broadcast;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
      <li>{t('messages.broadcastRead', { read: broadcast.readByFamilies, families })}</li>
      {broadcast.acknowledgementRequired ? (
        <li>
          {t('messages.broadcastAcknowledged', {
            acknowledged: broadcast.acknowledgedByFamilies,
            families,
          })}
        </li>
      ) : null}
      {broadcast.repliedFamilies > 0 ? (
        <li>{t('messages.broadcastReplied', { count: broadcast.repliedFamilies })}</li>
      ) : null}
    </ul>
  );
}

/**
 * A broadcast to many families, once (staff): who it went to and how many families read,
 * acknowledged and answered it; it opens to each family's thread.
 */
function BroadcastCard({ entry, broadcast }: { entry: ThreadSummary; broadcast: BroadcastStats }) {
  const t = useT();
  const metaId = `broadcast-${broadcast.id}-meta`;
  const reachId = `broadcast-${broadcast.id}-reach`;
  return (
    <article className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-slate-50">
      <div id={metaId} className="flex flex-wrap items-center gap-2 text-sm">
        <PriorityBadge priority={entry.priority} />
        <Badge variant="neutral">{t('messages.broadcast')}</Badge>
        {entry.acknowledgementPending ? (
          <Badge variant="warning">{t('messages.acknowledgementsMissing')}</Badge>
        ) : null}
        <time dateTime={entry.lastActivity} className="ml-auto text-slate-600">
          {formatDateTime(entry.lastActivity)}
        </time>
      </div>
      <h2 className="mt-2 font-semibold break-words">
        <BroadcastLink
          broadcastId={broadcast.id}
          aria-describedby={`${metaId} ${reachId}`}
          className="text-slate-900 after:absolute after:inset-0 after:rounded-xl focus-visible:ring-0 focus-visible:after:ring-2 focus-visible:after:ring-blue-600"
        >
          {entry.subject}
        </BroadcastLink>
      </h2>
      <div id={reachId} className="mt-1 space-y-1">
        <p className="text-sm break-words text-slate-700">
          <BroadcastAudience broadcast={broadcast} />
        </p>
        <BroadcastReach broadcast={broadcast} />
      </div>
      <p className="mt-2 line-clamp-2 text-sm break-words text-slate-600">
        {t('messages.lastMessage', {
          name: entry.lastMessage.senderName,
          preview: entry.lastMessage.preview,
        })}
      </p>
    </article>
  );
}

/** The conversations as cards, newest activity first, with the spec's empty and error texts. */
export function ThreadList({
  list,
  audience,
}: {
  list: PagedList<ThreadSummary>;
  audience: Audience;
}) {
  const t = useT();
  if (list.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('messages.loading')}
      </p>
    );
  const failed = list.isError ? (
    <p role="alert" className="text-sm font-medium text-red-800">
      {t('messages.loadFailed')}
    </p>
  ) : null;
  // A failed refresh (the 30 s poll) says so above the conversations it still shows.
  if (!list.data) return failed;
  if (list.data.length === 0)
    return (
      <>
        {failed}
        <p className="py-6 text-center text-slate-700">{t('messages.empty')}</p>
      </>
    );
  return (
    <div aria-busy={list.updating} className="space-y-3">
      {failed}
      <ul aria-label={t('messages.conversations')} className="space-y-3">
        {list.data.map((entry) => (
          <li key={`${entry.kind}-${entry.id}`}>
            {entry.broadcast ? (
              <BroadcastCard entry={entry} broadcast={entry.broadcast} />
            ) : (
              <ThreadCard thread={entry} audience={audience} />
            )}
          </li>
        ))}
      </ul>
      <LoadMore list={list} what={t('messages.conversationsWhat')} />
    </div>
  );
}
