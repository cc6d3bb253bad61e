import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InboxFilter, newThreadRequest, ReplyRequest } from '../../contract/messages.ts';
import { call, routeQuery } from './api.ts';
import { messageKeys } from './notifications.ts';
import { routePages } from './paged-list.ts';

/**
 * The conversations both portals show (staff: the centre's shared inbox; a parent: their
 * family's threads; the server decides which). Every key sits under messageKeys.all, so a
 * change refreshes the lists, the open thread and the header badges together.
 */
export const threadKeys = {
  lists: [...messageKeys.all, 'threads'] as const,
  detail: (id: number) => [...messageKeys.all, 'thread', id] as const,
  broadcast: (id: number) => [...messageKeys.all, 'broadcast', id] as const,
};

/** Spec section 9: message counts are polled every 30 s; the lists and an open thread too. */
export const messagesPollMs = 30_000;

/**
 * Conversations (staff: and broadcasts, each once), latest activity first, 30 at a time;
 * `search` as the person typed it, and the inbox's filter (null: everything).
 */
export const threadPages = (search: string, filter: InboxFilter | null = null) =>
  routePages(threadKeys.lists, 'GET /api/messages/threads', {
    query: { search: search.trim() || undefined, filter: filter ?? undefined, limit: 30 },
  });

/** Staff: a broadcast with each family's thread, read and acknowledgement. */
export const broadcastQuery = (id: number) =>
  queryOptions({
    queryKey: threadKeys.broadcast(id),
    ...routeQuery('GET /api/messages/broadcasts/:id', { params: { id } }),
    refetchInterval: messagesPollMs,
    refetchOnMount: 'always',
  });

/** One conversation with its messages, oldest first. Reading it does not mark it read. */
export const threadQuery = (id: number) =>
  queryOptions({
    queryKey: threadKeys.detail(id),
    ...routeQuery('GET /api/messages/threads/:id', { params: { id } }),
    refetchInterval: messagesPollMs,
    // Whatever another person wrote since it was last open shows at once.
    refetchOnMount: 'always',
  });

/** After any change to messages: lists, open threads, unread counts and the bell. */
function useRefreshMessages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: messageKeys.all });
}

/** Marks every message of a thread read for the signed-in person. */
export function useMarkThreadRead() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (threadId: number) =>
      call('POST /api/messages/threads/:id/read', { params: { id: threadId } }),
    onSuccess: refresh,
  });
}

export function useReply(threadId: number) {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (body: ReplyRequest) =>
      call('POST /api/messages/threads/:id/messages', { params: { id: threadId }, body }),
    onSuccess: refresh,
  });
}

/** A parent confirms they have read an urgent message from the centre. */
export function useAcknowledgeMessage() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (messageId: number) =>
      call('POST /api/messages/:id/acknowledge', { params: { id: messageId } }),
    onSuccess: refresh,
  });
}

export type NewThread = z.output<typeof newThreadRequest>;

/** A new conversation (staff: a family, a room's families or all; a parent: the centre). */
export function useNewThread() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (body: NewThread) => call('POST /api/messages/threads', { body }),
    onSuccess: refresh,
  });
}
