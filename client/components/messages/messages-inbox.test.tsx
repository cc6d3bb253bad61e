// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BroadcastDetail, ThreadSummary } from '../../../contract/messages.ts';
import { i18n } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { Audience } from './thread-list.tsx';
import { MessagesInbox } from './messages-inbox.tsx';

// Issue 35, point 7: the staff inbox shows a broadcast once, opening to the families'
// threads, and filters for unread, needs-acknowledgement and from-families (decision 049).

const stats = {
  id: 3,
  recipients: 'room' as const,
  roomName: 'Toddlers',
  families: 3,
  readByFamilies: 2,
  acknowledgedByFamilies: 1,
  repliedFamilies: 1,
  acknowledgementRequired: true,
};

const entry: ThreadSummary = {
  id: 3,
  kind: 'broadcast',
  subject: 'Toddler room closed on Friday',
  priority: 'urgent',
  childId: null,
  childName: null,
  parents: [],
  lastActivity: '2026-11-18T16:00:00.000Z',
  lastMessage: { senderName: 'Dana Whitfield', senderType: 'staff', preview: 'Heating repairs.' },
  messageCount: 1,
  unreadCount: 0,
  awaitingAcknowledgement: false,
  broadcastId: 3,
  broadcast: stats,
  acknowledgementPending: true,
};

const detail: BroadcastDetail = {
  ...entry,
  broadcast: stats,
  content: 'Heating repairs: the toddler room is closed on Friday.',
  families: [
    {
      threadId: 41,
      parents: [{ userId: 30, name: 'Priya Patel' }],
      readAt: '2026-11-18T16:10:00.000Z',
      acknowledgedAt: '2026-11-18T16:12:00.000Z',
      replies: 1,
      unreadCount: 1,
      lastActivity: '2026-11-18T16:30:00.000Z',
    },
    {
      threadId: 42,
      parents: [
        { userId: 31, name: 'Marcus Johnson' },
        { userId: 32, name: 'Alicia Johnson' },
      ],
      readAt: '2026-11-18T17:00:00.000Z',
      acknowledgedAt: null,
      replies: 0,
      unreadCount: 0,
      lastActivity: '2026-11-18T16:00:00.000Z',
    },
    {
      threadId: 43,
      parents: [{ userId: 33, name: 'Sarah Thompson' }],
      readAt: null,
      acknowledgedAt: null,
      replies: 0,
      unreadCount: 0,
      lastActivity: '2026-11-18T16:00:00.000Z',
    },
  ],
};

let requested: string[];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  requested = [];
  vi.stubGlobal('fetch', async (path: string) => {
    requested.push(path);
    if (path.startsWith('/api/messages/threads?')) return json([entry]);
    if (path === '/api/messages/broadcasts/3') return json(detail);
    return new Response(null, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(audience: Audience, at = '/messages') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <MessagesInbox audience={audience} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const listRequests = () =>
  requested
    .filter((p) => p.startsWith('/api/messages/threads?'))
    .map((p) => new URLSearchParams(p.split('?')[1]));

describe('the staff inbox’s filters', () => {
  it('asks the server for unread, needs-acknowledgement or from-families, and all again', async () => {
    show('staff');
    const filters = screen.getByRole('group', { name: 'Show' });
    const all = within(filters).getByRole('radio', { name: 'All' }) as HTMLInputElement;
    expect(all.checked).toBe(true);
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    expect(listRequests()[0]!.get('filter')).toBeNull();

    for (const [label, value] of [
      ['Unread', 'unread'],
      ['Needs acknowledgement', 'needsAcknowledgement'],
      ['From families', 'fromFamilies'],
    ] as const) {
      fireEvent.click(within(filters).getByRole('radio', { name: label }));
      await waitFor(() => expect(listRequests().at(-1)!.get('filter')).toBe(value));
      expect(
        (within(filters).getByRole('radio', { name: label }) as HTMLInputElement).checked,
      ).toBe(true);
    }
    fireEvent.click(all);
    await waitFor(() => expect(listRequests().at(-1)!.get('filter')).toBeNull());
  }, 20_000);

  it('are not on a parent’s side, which is as it was', async () => {
    show('parent', '/parent-dashboard?view=messages');
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Show' })).toBeNull();
    expect(listRequests()[0]!.get('filter')).toBeNull();
  });
});

describe('an open broadcast', () => {
  it('shows what was sent, its reach, and each family’s thread with where they are', async () => {
    show('staff', '/messages?broadcast=3');
    const dialog = await screen.findByRole('dialog', { name: 'Toddler room closed on Friday' });
    expect(within(dialog).getByText(detail.content)).toBeTruthy();
    expect(within(dialog).getByText('To the families of Toddlers')).toBeTruthy();
    expect(within(dialog).getByText('Read by 2 of 3 families')).toBeTruthy();
    expect(within(dialog).getByText('Acknowledged by 1 of 3 families')).toBeTruthy();

    const families = within(dialog).getByRole('region', { name: 'Families' });
    const links = within(families).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Priya Patel',
      'Marcus Johnson, Alicia Johnson',
      'Sarah Thompson',
    ]);
    // Each opens that family's thread over the broadcast (Back returns to it).
    expect(links[0]!.getAttribute('href')).toBe('/messages?broadcast=3&thread=41');
    const rows = within(families).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain(
      `Acknowledged ${formatDateTime('2026-11-18T16:12:00.000Z')}`,
    );
    expect(rows[0]!.textContent).toContain('1 reply');
    expect(rows[0]!.textContent).toContain('1 new');
    expect(rows[1]!.textContent).toContain(`Read ${formatDateTime('2026-11-18T17:00:00.000Z')}`);
    expect(rows[1]!.textContent).toContain('Not acknowledged yet');
    expect(rows[2]!.textContent).toContain('not read yet');
  });

  it('opens from its entry in the list', async () => {
    show('staff');
    const link = await screen.findByRole('link', { name: 'Toddler room closed on Friday' });
    expect(link.getAttribute('href')).toBe('/messages?broadcast=3');
    fireEvent.click(link);
    expect(
      await screen.findByRole('dialog', { name: 'Toddler room closed on Friday' }),
    ).toBeTruthy();
    expect(requested).toContain('/api/messages/broadcasts/3');
  });
});
