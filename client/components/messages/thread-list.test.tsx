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
