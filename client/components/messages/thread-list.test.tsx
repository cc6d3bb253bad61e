// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ThreadSummary } from '../../../contract/messages.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { PagedList } from '../../lib/paged-list.ts';
import { type Audience, ThreadList } from './thread-list.tsx';

const summary: ThreadSummary = {
  id: 5,
  subject: 'Library trip',
  priority: 'urgent',
  childId: 7,
  childName: 'Anika Patel',
  parents: [
    { userId: 30, name: 'Priya Patel' },
    { userId: 31, name: 'Raj Patel' },
  ],
  lastActivity: '2026-11-18T15:00:00.000Z',
  lastMessage: { senderName: 'Dana Whitfield', senderType: 'staff', preview: 'May Anika join?' },
  messageCount: 1,
  unreadCount: 2,
  awaitingAcknowledgement: true,
  kind: 'thread',
  broadcastId: null,
  broadcast: null,
  acknowledgementPending: false,
};

/** A room broadcast as the staff inbox gets it: one entry for its 12 families. */
const broadcastEntry: ThreadSummary = {
  id: 3,
  kind: 'broadcast',
  subject: 'Toddler room closed on Friday',
  priority: 'urgent',
  childId: null,
  childName: null,
  parents: [],
  lastActivity: '2026-11-18T16:00:00.000Z',
  lastMessage: {
    senderName: 'Dana Whitfield',
    senderType: 'staff',
    preview: 'The heating is being repaired.',
  },
  messageCount: 1,
  unreadCount: 0,
  awaitingAcknowledgement: false,
  broadcastId: 3,
  broadcast: {
    id: 3,
    recipients: 'room',
    roomName: 'Toddlers',
    families: 12,
    readByFamilies: 9,
    acknowledgedByFamilies: 7,
    repliedFamilies: 2,
    acknowledgementRequired: true,
  },
  acknowledgementPending: true,
};

const list = (over: Partial<PagedList<ThreadSummary>>): PagedList<ThreadSummary> => ({
  data: [summary],
  isPending: false,
  isError: false,
  error: null,
  hasMore: false,
  loadingMore: false,
  loadMore: () => undefined,
  updating: false,
  ...over,
});

afterEach(cleanup);

function show(state: PagedList<ThreadSummary>, audience: Audience = 'staff', at = '/messages') {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[at]}>
        <ThreadList list={state} audience={audience} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('the conversations list', () => {
  it('shows a card per thread: subject linking to it, family, child, last message, badges', () => {
    show(list({}));
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link', { name: 'Library trip' });
    expect(link.getAttribute('href')).toBe('/messages?thread=5');
    expect(
      within(card).getByText('Family: Priya Patel, Raj Patel · Child: Anika Patel'),
    ).toBeTruthy();
    expect(within(card).getByText('Dana Whitfield: May Anika join?')).toBeTruthy();
    for (const badge of ['Urgent', '2 new', 'Please confirm you have read it'])
      expect(within(card).getByText(badge)).toBeTruthy();
  });

  it('shows a parent the child, not their own names, and keeps their view in the link', () => {
    show(
      list({ data: [{ ...summary, childName: null }] }),
      'parent',
      '/parent-dashboard?view=messages',
    );
    expect(screen.getByText('General message')).toBeTruthy();
    expect(screen.queryByText(/Family:/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Library trip' }).getAttribute('href')).toBe(
      '/parent-dashboard?view=messages&thread=5',
    );
  });

  it('shows a broadcast once, with its reach in families, opening the broadcast', () => {
    show(list({ data: [broadcastEntry, summary] }));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const card = cards[0]!;
    const link = within(card).getByRole('link', { name: 'Toddler room closed on Friday' });
    expect(link.getAttribute('href')).toBe('/messages?broadcast=3');
    for (const text of [
      'Sent to several families',
      'To the families of Toddlers',
      'Read by 9 of 12 families',
      'Acknowledged by 7 of 12 families',
      '2 families replied',
      'Waiting for acknowledgements',
      'Dana Whitfield: The heating is being repaired.',
    ])
      expect(within(card).getByText(text)).toBeTruthy();
    // Its reach is read out with the link.
    const described = (link.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Read by 9 of 12 families');
    // The family's own conversation is still its own card.
    expect(within(cards[1]!).getByRole('link', { name: 'Library trip' })).toBeTruthy();
  });

  it('tells staff when a family has not acknowledged an urgent message', () => {
    show(
      list({
        data: [{ ...summary, awaitingAcknowledgement: false, acknowledgementPending: true }],
      }),
    );
    expect(screen.getByText('Not acknowledged yet')).toBeTruthy();
    expect(screen.queryByText('Please confirm you have read it')).toBeNull();
  });

  it('says the spec’s words when there is nothing, or when loading failed', () => {
    show(list({ data: [] }));
    expect(screen.getByText('No messages found')).toBeTruthy();
    cleanup();
    show(list({ data: undefined, isError: true }));
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch messages');
  });

  it('keeps the conversations shown when a refresh fails', () => {
    show(list({ isError: true }));
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch messages');
    expect(screen.getByRole('link', { name: 'Library trip' })).toBeTruthy();
  });
});
