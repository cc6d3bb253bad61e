// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityResponse } from '../../../contract/activities.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setDisplayPreferences } from '../../i18n/preferences.ts';
import { ChildReports } from './child-reports.tsx';

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

const RealURL = globalThis.URL;

/** What /api/activities answers, by its `before` cursor ('' for the first page). */
let activityPages: Record<string, { items: ActivityResponse[]; next?: string } | 'fail'>;
let asked: string[];
/** Other answers by path (the settings, a report's file). */
let answers: Record<string, () => Response>;

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

beforeEach(() => {
  asked = [];
  answers = {};
  setDisplayPreferences({ dateFormat: 'MM/DD/YYYY', timeZone: 'America/New_York' });
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    const url = new RealURL(path, 'http://localhost');
    const answer = answers[url.pathname];
    if (answer) return answer();
    if (url.pathname === '/api/activities') {
      const page = activityPages[url.searchParams.get('before') ?? ''];
      if (!page || page === 'fail') return new Response('{"message":"boom"}', { status: 500 });
      return json(page.items, page.next ? { 'Next-Cursor': page.next } : {});
    }
    // The other lists are empty; the centre's details are not needed here.
    if (url.pathname === '/api/centre') return new Promise<Response>(() => undefined);
    return json([]);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ChildReports childId={3} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const activities = () => screen.getByRole('region', { name: 'Activities' });

describe('a child’s logged activities, with the daily reports', () => {
  it('lists them newest first: the activity, its day and time, and the notes', async () => {
    activityPages = {
      '': {
        items: [
          activity({ id: 2, activity: 'Story time', notes: '', createdAt: '2026-11-18T16:40:00Z' }),
          activity({ id: 1, date: '2026-11-17', createdAt: '2026-11-17T15:05:00.000Z' }),
        ],
      },
    };
    show();
    const list = within(activities());
    const items = await list.findAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-labelledby'))).toEqual([
      'activity-2',
      'activity-1',
    ]);
    expect(list.getByRole('listitem', { name: 'Story time' }).textContent).toBe(
      'Story timeNovember 18, 2026 at 11:40 AM',
    );
    const painting = within(list.getByRole('listitem', { name: 'Finger painting' }));
    expect(painting.getByRole('heading', { level: 3 }).textContent).toBe('Finger painting');
    expect(painting.getByText('November 17, 2026 at 10:05 AM')).toBeTruthy();
    expect(painting.getByText('Mixed colours and made hand prints.')).toBeTruthy();
    // The child's own list, 30 at a time; the daily reports are beside it.
    expect(asked).toContain('/api/activities?childId=3&limit=30');
    expect(screen.getByRole('region', { name: 'Daily Reports' })).toBeTruthy();
  });

  it('says ‘No activities recorded yet.’ when staff logged none', async () => {
    activityPages = { '': { items: [] } };
    show();
    expect(await within(activities()).findByText('No activities recorded yet.')).toBeTruthy();
  });

  it('shows the loading text, and the failure without hiding the other lists', async () => {
    activityPages = { '': 'fail' };
    show();
    expect(within(activities()).getByRole('status').textContent).toBe('Loading activities...');
    expect((await within(activities()).findByRole('alert')).textContent).toBe(
      'Failed to load activities',
    );
    expect(
      await within(screen.getByRole('region', { name: 'Daily Reports' })).findByText(
        'No daily reports yet',
      ),
    ).toBeTruthy();
  });

  it('loads older activities on request', async () => {
    activityPages = {
      '': { items: [activity({ id: 2, activity: 'Story time' })], next: 'c2' },
      c2: { items: [activity({ id: 1, date: '2026-11-17' })] },
    };
    show();
    const list = within(activities());
    fireEvent.click(await list.findByRole('button', { name: 'Load more activities' }));
    expect(await list.findByRole('listitem', { name: 'Finger painting' })).toBeTruthy();
    expect(asked).toContain('/api/activities?childId=3&limit=30&before=c2');
    expect(list.queryByRole('button', { name: 'Load more activities' })).toBeNull();
  });
});

describe('a report’s download', () => {
  it('comes in the format the parent chose in their settings, named for it', async () => {
    activityPages = { '': { items: [] } };
    answers['/api/settings'] = () => json({ downloadFormat: 'pdf', language: 'en' });
    answers['/api/daily-reports'] = () =>
      json([
        {
          id: 7,
          childId: 3,
          childName: 'Jayden Johnson',
          date: '2026-11-17',
          meals: 'Lunch',
          naps: '1h',
          activities: 'Blocks',
          mood: 'happy',
          notes: '',
          staffId: 2,
          staffName: 'Aisha Rahman',
          recordedBy: 'Tom Alvarez',
          createdAt: '2026-11-17T15:05:00.000Z',
        },
      ]);
    answers['/api/daily-reports/7/download'] = () => new Response('%PDF-1.3', { status: 200 });
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    show();
    const button = await screen.findByRole('button', {
      name: 'Download daily report for November 17, 2026',
    });
    // The settings arrive with the list; the button then asks for the parent's format.
    await vi.waitFor(() => expect(asked).toContain('/api/settings'));
    fireEvent.click(button);
    await vi.waitFor(() => expect(saved).toEqual(['daily-report-7-2026-11-17.pdf']));
    expect(asked).toContain('/api/daily-reports/7/download?format=pdf');
    click.mockRestore();
  });
});
