// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityResponse } from '../../../contract/activities.ts';
import type { DailyReportResponse } from '../../../contract/daily-reports.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setDisplayPreferences } from '../../i18n/preferences.ts';
import { speak } from '../../i18n/test-setup.ts';
import { TodaysSummary } from './todays-summary.tsx';

const activity = (over: Partial<ActivityResponse>): ActivityResponse => ({
  id: 1,
  childId: 3,
  childName: 'Jayden Johnson',
  date: '2026-11-18',
  activity: 'Finger painting',
  notes: 'Mixed colours and made hand prints.',
  staffId: 2,
  staffName: 'Aisha Rahman',
  recordedBy: 'Tom Alvarez',
  createdAt: '2026-11-18T15:05:00.000Z',
  ...over,
});

const report: DailyReportResponse = {
  id: 9,
  childId: 3,
  childName: 'Jayden Johnson',
  date: '2026-11-18',
  meals: 'Pasta',
  naps: '1 hour',
  activities: 'Painting',
  mood: 'happy',
  notes: '',
  staffId: 2,
  staffName: 'Aisha Rahman',
  recordedBy: 'Tom Alvarez',
  createdAt: '2026-11-18T20:00:00.000Z',
};

let answer: () => Promise<Response>;
let asked: string[];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  asked = [];
  setDisplayPreferences({ dateFormat: 'MM/DD/YYYY', timeZone: 'America/New_York' });
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    return answer();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  speak('en');
});

function show(props: { report?: DailyReportResponse } = {}) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <TodaysSummary report={props.report} childId={3} today="2026-11-18" />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const activitiesToday = () => screen.getByRole('region', { name: "Today's Activities" });

describe('Today’s Summary: the activities staff logged today', () => {
  it('lists the child’s activities of the centre’s today, newest first, with time and notes', async () => {
    answer = async () =>
      json([
        activity({ id: 2, activity: 'Story time', notes: '', createdAt: '2026-11-18T16:40:00Z' }),
        activity({}),
      ]);
    show({ report });
    // The daily report's fields stay beside them.
    expect(screen.getByText('Pasta')).toBeTruthy();
    const region = activitiesToday();
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '11:40 AMStory time',
      '10:05 AMFinger paintingMixed colours and made hand prints.',
    ]);
    expect(items[1]!.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-18T15:05:00.000Z',
    );
    // Only this child's, only that day (the server keeps a parent to their own children).
    // (The room's entries are asked beside them: decision 068.)
    expect(asked.filter((path) => path.startsWith('/api/activities'))).toEqual([
      '/api/activities?childId=3&date=2026-11-18&limit=500',
    ]);
  });

  it('shows the report’s mood as its label, never the stored word (issue 35)', async () => {
    answer = async () => json([]);
    show({ report });
    const mood = () => screen.getByText('Mood').nextElementSibling?.textContent;
    expect(mood()).toBe('Happy');
    cleanup();
    speak('de');
    show({ report: { ...report, mood: 'tired' } });
    expect(screen.getByText('Stimmung').nextElementSibling?.textContent).toBe('Müde');
  });

  it('says so when nothing was logged yet today, with or without a daily report', async () => {
    answer = async () => json([]);
    show();
    expect(
      await within(activitiesToday()).findByText('No activities recorded yet today.'),
    ).toBeTruthy();
    expect(screen.getByText('No report available for today yet')).toBeTruthy();
  });

  it('shows the loading text, then the failure, like the report lists', async () => {
    let fail: (r: Response) => void = () => undefined;
    answer = () => new Promise<Response>((resolve) => (fail = resolve));
    show({ report });
    expect(within(activitiesToday()).getByRole('status').textContent).toBe('Loading activities...');
    fail(new Response('{"message":"boom"}', { status: 500 }));
    expect((await within(activitiesToday()).findByRole('alert')).textContent).toBe(
      'Failed to load activities',
    );
  });

  it('speaks the reader’s language; the activity stays as staff wrote it', async () => {
    speak('es');
    answer = async () => json([]);
    show();
    const region = screen.getByRole('region', { name: 'Actividades de hoy' });
    expect(
      await within(region).findByText('Todavía no se han registrado actividades hoy.'),
    ).toBeTruthy();
    cleanup();
    answer = async () => json([activity({})]);
    show();
    const listed = screen.getByRole('region', { name: 'Actividades de hoy' });
    expect(await within(listed).findByText('Finger painting')).toBeTruthy();
  });
});
