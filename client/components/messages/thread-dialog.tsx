import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ThreadDetail } from '../../../contract/messages.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { threadQuery, useMarkThreadRead } from '../../lib/message-threads.ts';
import { DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { toast } from '../ui/toast-store.ts';
import { LinkedDialog } from './linked-dialog.tsx';
import { PriorityBadge } from './priority-badge.tsx';
import { ReplyForm } from './reply-form.tsx';
import { focusThreadLink } from './thread-link.tsx';
import type { Audience } from './thread-list.tsx';
import { ThreadMessageItem } from './thread-message.tsx';

/**
 * Reading a thread marks it read (spec section 4): once per state of the thread, so a failed
 * attempt is not repeated in a loop, and a message arriving while it is open is read too.
 */
function useMarkReadWhenShown(thread: ThreadDetail | undefined) {
  const markRead = useMarkThreadRead();
  const tried = useRef<string | null>(null);
  const { mutate } = markRead;
  useEffect(() => {
    if (!thread || thread.unreadCount === 0) return;
    const state = `${thread.id}:${thread.messageCount}`;
    if (tried.current === state) return;
    tried.current = state;
    // The spec's words whatever the cause: the reader cannot act on the server's reason.
    mutate(thread.id, {
      onError: () =>
        toast({
          title: translate('common.error'),
          description: translate('messages.markReadFailed'),
          variant: 'destructive',
        }),
    });
  }, [thread, mutate]);
}

function About({ thread, audience }: { thread: ThreadDetail; audience: Audience }) {
  const t = useT();
  const parents = thread.parents.map((p) => p.name).join(', ');
  const about = [
    audience === 'staff' && parents ? t('messages.family', { names: parents }) : null,
    thread.childName ? t('messages.child', { name: thread.childName }) : t('messages.general'),
  ].filter(Boolean);
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <PriorityBadge priority={thread.priority} />
      <span>{about.join(' · ')}</span>
    </span>
  );
}

function ThreadBody({ threadId, audience }: { threadId: number; audience: Audience }) {
  const t = useT();
  const thread = useQuery(threadQuery(threadId));
  useMarkReadWhenShown(thread.data);

  // A failed poll keeps what was shown; only a thread never loaded shows the failure.
  if (thread.isPending)
    return (
      <DialogHeader>
        <DialogTitle>{t('messages.conversation')}</DialogTitle>
        <DialogDescription role="status">{t('messages.loadingConversation')}</DialogDescription>
      </DialogHeader>
    );
  if (!thread.data)
    return (
      <DialogHeader>
        <DialogTitle>{t('messages.conversation')}</DialogTitle>
        <DialogDescription role="alert" className="font-medium text-red-800">
          {thread.error instanceof ApiError && thread.error.status === 404
            ? t('messages.conversationNotFound')
            : t('messages.loadFailed')}
        </DialogDescription>
      </DialogHeader>
    );
  const detail = thread.data;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{detail.subject}</DialogTitle>
        <DialogDescription asChild>
          <div className="text-sm text-slate-600">
            <About thread={detail} audience={audience} />
          </div>
        </DialogDescription>
      </DialogHeader>
      <ol aria-label={t('messages.messagesInConversation')} className="space-y-3">
        {detail.messages.map((message) => (
          <li key={message.id}>
            <ThreadMessageItem message={message} audience={audience} />
          </li>
        ))}
      </ol>
      <div className="mt-4">
        <ReplyForm threadId={detail.id} />
      </div>
    </>
  );
}

/**
 * The open conversation over the list: its messages oldest first, receipts (staff) or the
 * acknowledgement (a parent), and a reply box. Closing returns focus to its card's link.
 */
export function ThreadDialog({
  threadId,
  audience,
  onClose,
}: {
  threadId: number | null;
  audience: Audience;
  onClose: () => void;
}) {
  return (
    <LinkedDialog shownId={threadId} onClose={onClose} focusLink={focusThreadLink}>
      {(id) => <ThreadBody threadId={id} audience={audience} />}
    </LinkedDialog>
  );
}
