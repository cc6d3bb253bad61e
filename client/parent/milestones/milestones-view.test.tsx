// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ChildMilestone,
  ChildMilestonesResponse,
  NextMilestone,
} from '../../../contract/child-milestones.ts';
import type { ChildResponse } from '../../../contract/children.ts';
import type { MilestoneTemplate } from '../../../contract/milestones.ts';
import { i18n } from '../../i18n/i18n.ts';
import { displayPreferences, setDisplayPreferences } from '../../i18n/preferences.ts';
import { ParentMilestonesView } from './milestones-view.tsx';

const at = '2026-11-01T12:00:00.000Z';

const child = (id: number, firstName: string): ChildResponse => ({
  id,
  firstName,
  lastName: 'Johnson',
  dateOfBirth: '2024-09-01',
  room: 'Toddler Room',
  allergies: '',
  medicalInfo: '',
  emergencyContact: '',
  parentName: '',
  parentPhone: '',
  parentEmail: '',
  parentDriversLicense: '',
  relationship: '',
  isActive: true,
  createdAt: at,
  nextRoom: null,
  withdrawal: null,
});

const template = (id: number, over: Partial<MilestoneTemplate> = {}): MilestoneTemplate => ({
  id,
  categoryId: 1,
  title: `Milestone ${id}`,
  description: '',
  ageRangeMin: 18,
  ageRangeMax: 24,
  skillType: 'speaking',
  difficultyLevel: 'easy',
  stickerDesign: 'rocket',
  celebrationMessage: '',
  parentTip: '',
  isActive: true,
  createdAt: at,
  ...over,
});

const shown: ChildMilestone = {
  id: 9,
  childId: 1,
  templateId: 3,
  template: template(3, {
    title: 'Says two words together',
    celebrationMessage: 'Two words, one big idea!',
  }),
  achievedDate: '2026-11-20',
  staffId: 2,
  staffName: 'Tom Alvarez',
  notes: 'Said “more milk” at snack.',
  evidencePhotos: [4],
  photos: [
    { id: 4, title: 'Snack time', filePath: '/files/4.webp', thumbnailPath: '/files/4-t.webp' },
  ],
  parentNotified: true,
  notificationSentAt: at,
  isStarred: true,
  createdAt: at,
};

const next = (id: number): NextMilestone => ({
  ...template(id, { title: `Next ${id}`, parentTip: `Tip ${id}` }),
  expected: id % 2 === 0,
});

const answerFor = (over: Partial<ChildMilestonesResponse> = {}): ChildMilestonesResponse => ({
  child: {
    id: 1,
    firstName: 'Jayden',
    lastName: 'Johnson',
    dateOfBirth: '2024-09-01',
    ageMonths: 26,
    room: 'Toddler Room',
  },
  categories: [
    {
      id: 1,
      name: 'Language and communication',
      description: '',
      ageGroup: '2 months to 5 years',
      iconName: 'message-circle',
      colorTheme: 'sky',
      sortOrder: 1,
      isActive: true,
      createdAt: at,
      progress: {
        totalMilestones: 40,
        achievedMilestones: 1,
        progressPercentage: 3,
        lastUpdated: at,
      },
    },
  ],
  achieved: [shown],
  next: [1, 2, 3, 4, 5, 6, 7].map(next),
  badges: [
    {
      id: 1,
      childId: 1,
      badgeType: 'first-milestone',
      badgeName: 'First milestone',
      description: 'Showed a first milestone',
      iconPath: 'star',
      earnedDate: '2026-11-20',
      requirements: { categoryId: null, ageMonths: null, templateIds: [3] },
      isVisible: true,
      createdAt: at,
    },
  ],
  ...over,
});

let milestones: (path: string) => Response;
let sent: string[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  milestones = () => json(answerFor());
  vi.stubGlobal('fetch', async (path: string) => {
    sent.push(path);
    if (path === '/api/children') return json([child(1, 'Jayden'), child(5, 'Ava')]);
    if (path === '/api/settings') return json({ privacyMode: false });
    return milestones(path);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(url = '/parent-dashboard?view=milestones') {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter initialEntries={[url]}>
          <ParentMilestonesView />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the parent’s Milestones view', () => {
  it('shows the child’s badges, progress, milestones shown with their sticker, and tips', async () => {
    show();
    expect(await screen.findByText(/Jayden is 2 years, 2 months old\./)).toBeTruthy();
    expect(sent).toContain('/api/children/1/milestones?language=en');

    const area = within(screen.getByRole('region', { name: 'Progress' }));
    expect(area.getByRole('heading', { name: 'Language and communication' })).toBeTruthy();
    expect(area.getByText('1 of 40 milestones (3%)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'First milestone' })).toBeTruthy();

    const card = within(screen.getByRole('article', { name: 'Says two words together' }));
    expect(card.getByRole('img', { name: 'Rocket sticker' })).toBeTruthy();
    expect(card.getByText('Two words, one big idea!')).toBeTruthy();
    expect(card.getByText('Tom Alvarez: Said “more milk” at snack.')).toBeTruthy();
    expect(card.getByText('Highlight')).toBeTruthy();
    expect((await card.findByRole('img', { name: 'Snack time' })).getAttribute('src')).toBe(
      '/files/4-t.webp',
    );

    // Six tips first, then all seven.
    expect(screen.getAllByText(/^Try at home: Tip \d$/)).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 7' }));
    expect(screen.getAllByText(/^Try at home: Tip \d$/)).toHaveLength(7);
  });

  // Issue 35: '2026-11-24' read as an instant is UTC midnight, 11/23 on the US west coast.
  it.each(['America/Los_Angeles', 'Pacific/Auckland'])(
    'shows a badge’s and a milestone’s day as recorded for a parent in %s',
    async (timeZone) => {
      const before = displayPreferences();
      setDisplayPreferences({ dateFormat: 'MM/DD/YYYY', timeZone });
      try {
        milestones = () =>
          json(
            answerFor({
              achieved: [{ ...shown, achievedDate: '2026-11-24' }],
              badges: answerFor().badges.map((b) => ({ ...b, earnedDate: '2026-11-24' })),
            }),
          );
        show();
        expect(await screen.findByText('Earned 11/24/2026')).toBeTruthy();
        const card = within(screen.getByRole('article', { name: 'Says two words together' }));
        expect(card.getByText(/Shown on 11\/24\/2026/)).toBeTruthy();
      } finally {
        setDisplayPreferences(before);
      }
    },
  );

  it('reads the child chosen in the URL, and another when the parent picks them', async () => {
    show('/parent-dashboard?view=milestones&child=5');
    await screen.findByText(/Jayden is/);
    expect(sent).toContain('/api/children/5/milestones?language=en');
    fireEvent.change(screen.getByLabelText(/Viewing/), { target: { value: '1' } });
    await vi.waitFor(() => expect(sent).toContain('/api/children/1/milestones?language=en'));
  });

  it('says when nothing is recorded yet, and when the milestones cannot be read', async () => {
    milestones = () => json(answerFor({ achieved: [], badges: [] }));
    show();
    expect(
      await screen.findByText(
        "Nothing recorded yet. When Jayden's teachers see a new skill, it will appear here with a sticker.",
      ),
    ).toBeTruthy();
    cleanup();
    milestones = () => json({ error: 'Child not found' }, 404);
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch milestones');
  });
});
