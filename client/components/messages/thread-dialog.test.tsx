// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ThreadDetail, ThreadMessage } from '../../../contract/messages.ts';
import { i18n, t } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format.ts';
import { dismissToast, useToast } from '../ui/toast-store.ts';
import { ThreadDialog } from './thread-dialog.tsx';
import type { Audience } from './thread-list.tsx';

const message = (over: Partial<ThreadMessage>): ThreadMessage => ({
  id: 1,
  senderId: 10,
  senderType: 'staff',
  senderName: 'Tom Alvarez',
  content: 'Hello',
  priority: 'normal',
  messageType: 'general',
  createdAt: '2026-11-18T14:05:00.000Z',
  mine: false,
  isRead: true,
  acknowledgementRequired: false,
  acknowledgedAt: null,
  receipts: [],
  ...over,
});

const thread = (over: Partial<ThreadDetail>): ThreadDetail => ({
  id: 5,
  subject: 'Pickup on Friday',
  priority: 'normal',
  childId: 7,
  childName: 'Jayden Johnson',
  parents: [{ userId: 30, name: 'Marcus Johnson' }],
  lastActivity: '2026-11-18T15:00:00.000Z',
  lastMessage: { senderName: 'Marcus Johnson', senderType: 'parent', preview: 'Thanks' },
  messageCount: 2,
  unreadCount: 0,
  awaitingAcknowledgement: false,
  kind: 'thread',
  broadcastId: null,
  broadcast: null,
  acknowledgementPending: false,
  messages: [
    message({ id: 1, content: 'Grandma Rose collects Jayden.', createdAt: '2026-11-18T14:05:00Z' }),
    message({
      id: 2,
      senderId: 30,
      senderType: 'parent',
      senderName: 'Marcus Johnson',
      content: 'Thanks',
      createdAt: '2026-11-18T15:00:00Z',
    }),
  ],
  ...over,
});

type Sent = { method: string; path: string; body: unknown };
let sent: Sent[];
let detail: ThreadDetail;
let failPosts: boolean;

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  dismissToast();
  sent = [];
  failPosts = false;
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && path === `/api/messages/threads/${detail.id}`) return json(200, detail);
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (failPosts) return json(500, { message: 'Internal Server Error' });
    if (path.endsWith('/read')) {
      detail = { ...detail, unreadCount: 0 };
      return json(200, { count: 0 });
    }
    if (path.endsWith('/acknowledge')) {
      const acknowledged = { ...detail.messages[0]!, acknowledgedAt: '2026-11-18T16:00:00Z' };
      detail = { ...detail, messages: [acknowledged, ...detail.messages.slice(1)] };
      return json(200, acknowledged);
    }
    return json(201, message({ id: 3, mine: true, content: 'x' }));
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function ToastProbe() {
  const { toasts } = useToast();
  const open = toasts.filter((toast) => toast.open);
  return (
    <output data-testid="toasts">
      {open.map((toast) => [toast.title, toast.description].filter(Boolean).join(': '))}
    </output>
  );
}

function open(audience: Audience) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const refresh = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThreadDialog threadId={detail.id} audience={audience} onClose={() => undefined} />
        <ToastProbe />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { refresh };
}

const toasts = () => screen.getByTestId('toasts').textContent;

describe('an open conversation', () => {
  it('shows its messages oldest first with sender and time', async () => {
    detail = thread({});
    open('staff');
    const dialog = await screen.findByRole('dialog', { name: 'Pickup on Friday' });
    const items = within(dialog).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Tom Alvarez',
      'Marcus Johnson',
    ]);
    expect(items[0]!.textContent).toContain(formatDateTime('2026-11-18T14:05:00Z'));
    expect(within(dialog).getByText('Family: Marcus Johnson · Child: Jayden Johnson')).toBeTruthy();
  });

  it('marks an unread thread read once, then refreshes lists and badges', async () => {
    detail = thread({ unreadCount: 1 });
    const { refresh } = open('staff');
    await waitFor(() => expect(refresh).toHaveBeenCalledWith({ queryKey: ['messages'] }));
    expect(sent).toEqual([
      { method: 'POST', path: '/api/messages/threads/5/read', body: undefined },
    ]);
  });

  it('does not mark a thread that has nothing unread', async () => {
    detail = thread({});
    open('staff');
    await screen.findByRole('dialog', { name: 'Pickup on Friday' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });

  it('says “Failed to mark message as read” when marking fails, and does not retry', async () => {
    detail = thread({ unreadCount: 2 });
    failPosts = true;
    open('staff');
    await waitFor(() => expect(toasts()).toBe('Error: Failed to mark message as read'));
    expect(sent).toHaveLength(1);
  });

  it('shows staff who of the family read and acknowledged an urgent message', async () => {
    detail = thread({
      messages: [
        message({
          priority: 'urgent',
          acknowledgementRequired: true,
          receipts: [
            {
              userId: 30,
              name: 'Marcus Johnson',
              readAt: '2026-11-18T14:10:00Z',
              acknowledgedAt: '2026-11-18T14:11:00Z',
            },
            { userId: 31, name: 'Alicia Johnson', readAt: null, acknowledgedAt: null },
          ],
        }),
      ],
    });
    open('staff');
    const receipts = await screen.findByRole('heading', { name: 'Read by the family' });
    const box = receipts.parentElement!;
    expect(box.textContent).toContain(
      `Marcus Johnson: read ${formatDateTime('2026-11-18T14:10:00Z')} · confirmed ${formatDateTime('2026-11-18T14:11:00Z')}`,
    );
    expect(box.textContent).toContain('Alicia Johnson: not read yet · not confirmed yet');
    expect(screen.queryByRole('button', { name: 'I have read this' })).toBeNull();
  });

  it('lets a parent acknowledge an urgent message from the centre', async () => {
    detail = thread({
      awaitingAcknowledgement: true,
      messages: [message({ priority: 'urgent', acknowledgementRequired: true })],
    });
    open('parent');
    expect(await screen.findByText('Child: Jayden Johnson')).toBeTruthy();
    expect(screen.queryByText(/Family:/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'I have read this' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([
      { method: 'POST', path: '/api/messages/1/acknowledge', body: undefined },
    ]);
    expect(
      await screen.findByText(
        `You confirmed reading this on ${formatDateTime('2026-11-18T16:00:00Z')}.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I have read this' })).toBeNull();
  });

  it('sends a reply, checked as the server checks it', async () => {
    detail = thread({});
    open('parent');
    const send = await screen.findByRole('button', { name: 'Send Reply' });
    fireEvent.click(send);
    expect(await screen.findByText(t('errors.messageContentRequired'))).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: '  See you at 4.  ' } });
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reply sent'));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/messages/threads/5/messages',
        body: { content: 'See you at 4.', priority: 'normal' },
      },
    ]);
    expect((screen.getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('');
  });
});
