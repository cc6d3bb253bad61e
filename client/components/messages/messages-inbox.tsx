import { useState } from 'react';
import type { InboxFilter } from '../../../contract/messages.ts';
import { useT } from '../../i18n/use-t.ts';
import { messagesPollMs, threadPages } from '../../lib/message-threads.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { SearchField } from '../ui/search-field.tsx';
import { BroadcastDialog } from './broadcast-dialog.tsx';
import { InboxFilterChoice } from './inbox-filter.tsx';
import { ThreadDialog } from './thread-dialog.tsx';
import { useOpenBroadcast, useOpenThread } from './thread-link.tsx';
import { type Audience, ThreadList } from './thread-list.tsx';

/** The server's limit on a search (contract threadListQuery). */
const searchMaxLength = 200;

/**
 * Search, the conversations, and the open one (?thread=<id>): the staff's shared inbox and a
 * parent's own threads are the same screen with different details shown. Staff also filter
 * the inbox, and see each broadcast once (?broadcast=<id> opens it: decision 049).
 */
export function MessagesInbox({ audience }: { audience: Audience }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<InboxFilter | null>(null);
  // The server matches subject and content (case-insensitive) once typing pauses.
  const query = useDebouncedValue(search, 300);
  const list = usePagedList(threadPages(query, audience === 'staff' ? filter : null), {
    pollMs: messagesPollMs,
    keepPrevious: true,
  });
  const { threadId, close } = useOpenThread();
  const broadcast = useOpenBroadcast();
  return (
    <div className="space-y-4">
      <SearchField
        id="messages-search"
        label={t('messages.search')}
        placeholder={t('messages.searchPlaceholder')}
        value={search}
        onChange={(value) => setSearch(value.slice(0, searchMaxLength))}
        className="space-y-1.5 sm:max-w-md"
      />
      {audience === 'staff' ? <InboxFilterChoice value={filter} onChange={setFilter} /> : null}
      <ThreadList list={list} audience={audience} />
      <ThreadDialog threadId={threadId} audience={audience} onClose={close} />
      {audience === 'staff' ? (
        <BroadcastDialog broadcastId={broadcast.broadcastId} onClose={broadcast.close} />
      ) : null}
    </div>
  );
}
