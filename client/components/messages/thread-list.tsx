import type { ThreadSummary } from '../../../contract/messages.ts';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { PagedList } from '../../lib/paged-list.ts';
import { Badge } from '../ui/badge.tsx';
import { LoadMore } from '../ui/load-more.tsx';
import { ThreadLink } from './thread-link.tsx';
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
        {list.data.map((thread) => (
          <li key={thread.id}>
            <ThreadCard thread={thread} audience={audience} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} what={t('messages.conversationsWhat')} />
    </div>
  );
}
