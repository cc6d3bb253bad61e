import { type ComponentProps, useCallback } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The open conversation lives in the URL (?thread=<id>), so a notification, a bookmark or a
 * reload opens it, and Back closes it. Other parameters (the parent portal's ?view=) stay.
 */
const param = 'thread';
/** A broadcast to many families (staff), opened the same way: ?broadcast=<id>. */
const broadcastParam = 'broadcast';

/** A link from the list: opens the thread over the list it came from. */
export function ThreadLink({
  threadId,
  ...props
}: Omit<ComponentProps<typeof Link>, 'to' | 'state'> & { threadId: number }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set(param, String(threadId));
  return (
    <Link
      to={`?${next}`}
      state={{ openedFromInbox: true }}
      preventScrollReset
      data-thread-link={threadId}
      {...props}
    />
  );
}

/** A link from the list to a broadcast (staff): opens it over the list. */
export function BroadcastLink({
  broadcastId,
  ...props
}: Omit<ComponentProps<typeof Link>, 'to' | 'state'> & { broadcastId: number }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set(broadcastParam, String(broadcastId));
  next.delete(param);
  return (
    <Link
      to={`?${next}`}
      state={{ openedFromInbox: true }}
      preventScrollReset
      data-broadcast-link={broadcastId}
      {...props}
    />
  );
}

const idIn = (raw: string | null) => (/^[1-9][0-9]{0,9}$/.test(raw ?? '') ? Number(raw) : null);

/**
 * The broadcast the URL opens (null: none, or a family's thread of it is open over it), and
 * how to close it.
 */
export function useOpenBroadcast(): { broadcastId: number | null; close: () => void } {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const broadcastId = params.has(param) ? null : idIn(params.get(broadcastParam));
  const openedFromInbox = (location.state as { openedFromInbox?: boolean } | null)?.openedFromInbox;
  const close = useCallback(() => {
    if (openedFromInbox) return void navigate(-1);
    const next = new URLSearchParams(params);
    next.delete(broadcastParam);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [openedFromInbox, navigate, params, setParams]);
  return { broadcastId, close };
}

/** After the broadcast closes, focus goes back to its link in the list, if shown. */
export function focusBroadcastLink(broadcastId: number): boolean {
  const link = document.querySelector<HTMLElement>(`[data-broadcast-link="${broadcastId}"]`);
  link?.focus();
  return link !== null;
}

/** The thread the URL opens (null: none), and how to close it. */
export function useOpenThread(): { threadId: number | null; close: () => void } {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(param) ?? '';
  const threadId = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  const openedFromInbox = (location.state as { openedFromInbox?: boolean } | null)?.openedFromInbox;
  const close = useCallback(() => {
    // Opened from the list: going back closes it, so Back does not open it again.
    if (openedFromInbox) return void navigate(-1);
    const next = new URLSearchParams(params);
    next.delete(param);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [openedFromInbox, navigate, params, setParams]);
  return { threadId, close };
}

/** After the dialog closes, focus goes back to the thread's link in the list, if shown. */
export function focusThreadLink(threadId: number): boolean {
  const link = document.querySelector<HTMLElement>(`[data-thread-link="${threadId}"]`);
  link?.focus();
  return link !== null;
}
