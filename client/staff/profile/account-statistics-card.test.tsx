// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountStatisticsResponse } from '../../../contract/account.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setDisplayPreferences } from '../../i18n/preferences.ts';
import { AccountStatisticsCard } from './account-statistics-card.tsx';

const statistics: AccountStatisticsResponse = {
  memberSince: '2025-08-04T13:00:00.000Z',
  lastSignIn: '2026-11-17T12:35:00.000Z',
  checkIns: 1234,
  checkOuts: 987,
  dailyReports: 56,
  incidents: 3,
  activities: 0,
  galleryPhotos: 12,
};

let answers: (() => Response)[];
let asked: string[];
beforeEach(() => {
  setDisplayPreferences({ dateFormat: 'MM/DD/YYYY', timeZone: 'America/New_York' });
  asked = [];
  answers = [];
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    const answer = path === '/api/profile/statistics' ? answers.shift() : undefined;
    return answer
      ? answer()
      : new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) => () =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const failure = () =>
  new Response(JSON.stringify({ message: 'Internal server error' }), { status: 500 });

function show() {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AccountStatisticsCard />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const card = () => within(screen.getByRole('region', { name: 'Account Statistics' }));
/** The card's rows as label → value. */
const rows = () =>
  Object.fromEntries(
    card()
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('Account Statistics (staff profile)', () => {
  it('shows what the server counted, in the reader’s formats', async () => {
    answers.push(json(statistics));
    show();
    expect(card().getByRole('status').textContent).toBe('Loading account statistics...');
    await card().findByText('Member since');
    expect(rows()).toEqual({
      'Member since': '08/04/2025',
      'Last sign-in': '11/17/2026, 7:35 AM',
      'Check-ins recorded': '1,234',
      'Check-outs recorded': '987',
      'Daily reports written': '56',
      'Incident reports written': '3',
      'Activities logged': '0',
      'Gallery photos uploaded': '12',
    });
    expect(asked).toEqual(['/api/profile/statistics']);
  });

  it('leaves out the last sign-in when there was none before this one', async () => {
    answers.push(json({ ...statistics, lastSignIn: null }));
    show();
    await card().findByText('Member since');
    expect(Object.keys(rows())).not.toContain('Last sign-in');
    expect(Object.keys(rows())).toHaveLength(7);
  });

  it('says when they could not be loaded, and tries again on request', async () => {
    answers.push(failure, json(statistics));
    show();
    expect((await card().findByRole('alert')).textContent).toBe(
      'Failed to load account statistics.',
    );
    fireEvent.click(card().getByRole('button', { name: 'Try again' }));
    await card().findByText('Member since');
    expect(card().queryByRole('alert')).toBeNull();
    expect(rows()['Check-ins recorded']).toBe('1,234');
  });
});
