// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildEntriesResponse } from '../../../contract/room-log.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setDisplayPreferences } from '../../i18n/preferences.ts';
import { TodaysEntries } from './todays-entries.tsx';

let answer: ChildEntriesResponse;
beforeEach(() => {
  setDisplayPreferences({ dateFormat: 'MM/DD/YYYY', timeZone: 'America/New_York' });
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <p>Summary</p>
        <TodaysEntries childId={3} date="2026-11-18" />
      </QueryClientProvider>
    </I18nProvider>,
  );

const meal = {
  id: 1,
  groupId: 1,
  childId: 3,
  kind: 'meal' as const,
  happenedAt: '2026-11-18T17:00:00.000Z',
  text: 'Pasta',
  choice: 'most',
  amount: null,
  unit: '',
  photoId: null,
  correctsEntryId: null,
  correctionReason: '',
  recordedByUserId: 2,
  recordedBy: 'Tom Alvarez',
};

describe('TodaysEntries (a family’s live view of the day)', () => {
  it('lists the day’s entries when the centre shows them live', async () => {
    answer = { familyView: 'live', entries: [meal] };
    show();
    expect(await screen.findByText('Meal: Pasta (ate most)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'As it happens today' })).toBeTruthy();
    expect(screen.getByText('12:00 PM')).toBeTruthy();
    expect(screen.queryByText('With a photo, in the gallery')).toBeNull();
  });

  it('says an activity has a photo, which is in the gallery', async () => {
    answer = {
      familyView: 'live',
      entries: [{ ...meal, id: 2, kind: 'activity', text: 'Sand play', choice: '', photoId: 9 }],
    };
    show();
    expect(await screen.findByText('Activity: Sand play')).toBeTruthy();
    expect(screen.getByText('With a photo, in the gallery')).toBeTruthy();
  });

  it('shows nothing when the centre shows only the reviewed report', async () => {
    answer = { familyView: 'reviewed', entries: [] };
    show();
    await screen.findByText('Summary');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'As it happens today' })).toBeNull();
  });
});
