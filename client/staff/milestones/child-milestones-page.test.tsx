// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ChildMilestone,
  ChildMilestonesResponse,
  ChildPhotosResponse,
} from '../../../contract/child-milestones.ts';
import type { CatalogueResponse, MilestoneTemplate } from '../../../contract/milestones.ts';
import type { StaffResponse } from '../../../contract/staff.ts';
import type * as ToastStore from '../../components/ui/toast-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setCurrentUser } from '../../lib/current-user.ts';
import { ChildMilestonesPage } from './child-milestones-page.tsx';

const toasts = vi.hoisted(() => [] as { title: string }[]);
vi.mock('../../components/ui/toast-store.ts', async (original) => ({
  ...(await original<typeof ToastStore>()),
  toast: (input: { title: string }) => {
    toasts.push(input);
    return { id: toasts.length, dismiss: () => {} };
  },
}));

const at = '2026-11-18T15:00:00.000Z';
const template = (over: Partial<MilestoneTemplate>): MilestoneTemplate => ({
  id: 1,
  categoryId: 10,
  title: 'Says a few words',
  description: 'Besides mama and dada.',
  ageRangeMin: 12,
  ageRangeMax: 18,
  skillType: 'speaking',
  difficultyLevel: 'medium',
  stickerDesign: 'rocket',
  celebrationMessage: 'Hooray!',
  parentTip: 'Name things together.',
  isActive: true,
  createdAt: at,
  ...over,
});
const words = template({});
const pointing = template({ id: 2, title: 'Points to show you something', ageRangeMax: 24 });
const stacking = template({ id: 3, categoryId: 11, title: 'Stacks two blocks', ageRangeMax: 30 });
const jumping = template({ id: 4, categoryId: 11, title: 'Jumps with both feet', ageRangeMax: 36 });
const shown: ChildMilestone = {
  id: 50,
  childId: 7,
  templateId: 2,
  template: pointing,
  achievedDate: '2026-11-10',
  staffId: 3,
  staffName: 'Tom Alvarez',
  notes: 'At story time.',
  evidencePhotos: [80],
  photos: [{ id: 80, title: 'Story time', filePath: '/f/80.webp', thumbnailPath: '/t/80.webp' }],
  parentNotified: true,
  notificationSentAt: at,
  isStarred: false,
  createdAt: at,
};
const category = (id: number, name: string, achieved: number, total: number) => ({
  id,
  name,
  description: '',
  ageGroup: '2 months to 5 years',
  iconName: 'message-circle' as const,
  colorTheme: 'sky' as const,
  sortOrder: id,
  isActive: true,
  createdAt: at,
  progress: {
    totalMilestones: total,
    achievedMilestones: achieved,
    progressPercentage: Math.round((achieved / total) * 100),
    lastUpdated: at,
  },
});
const data: ChildMilestonesResponse = {
  child: {
    id: 7,
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '2024-09-01',
    ageMonths: 26,
    room: 'Toddler Room',
  },
  categories: [category(10, 'Language and communication', 1, 40), category(11, 'Movement', 0, 30)],
  achieved: [shown],
  next: [
    { ...words, expected: true },
    { ...stacking, expected: false },
  ],
  badges: [
    {
      id: 5,
      childId: 7,
      badgeType: 'first-milestone',
      badgeName: 'First milestone!',
      description: 'Showed a first milestone, recorded by the centre',
      iconPath: 'star',
      earnedDate: '2026-11-10',
      requirements: { categoryId: null, ageMonths: null, templateIds: [2] },
      isVisible: true,
      createdAt: at,
    },
  ],
};
const catalogue: CatalogueResponse = [
  { ...category(10, 'Language and communication', 0, 2), templates: [words, pointing] },
  { ...category(11, 'Movement', 0, 2), templates: [stacking, jumping] },
];
const photos: ChildPhotosResponse = [
  {
    id: 80,
    title: 'Story time',
    filePath: '/f/80.webp',
    thumbnailPath: '/t/80.webp',
    createdAt: at,
  },
  {
    id: 81,
    title: 'Block tower',
    filePath: '/f/81.webp',
    thumbnailPath: '/t/81.webp',
    createdAt: at,
  },
];
const staff: StaffResponse[] = [
  {
    id: 3,
    firstName: 'Tom',
    lastName: 'Alvarez',
    role: 'lead_teacher',
    room: 'Toddler Room',
    phone: '',
    email: 'teacher@example.com',
    isOnDuty: true,
  },
];

let sent: { method: string; path: string; body: unknown }[];
let answer: () => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  toasts.length = 0;
  sent = [];
  answer = () => json({ ...shown, id: 51, template: words }, 201);
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      const body =
        init.body instanceof FormData
          ? Object.fromEntries([...init.body].filter(([name]) => name !== 'file'))
          : init.body
            ? JSON.parse(String(init.body))
            : null;
      sent.push({ method, path, body });
      return answer();
    }
    if (path === '/api/children/7/milestones?language=en') return json(data);
    if (path === '/api/children/8/milestones?language=en')
      return json({ message: 'Child not found', code: 'errors.childNotFound' }, 404);
    if (path === '/api/milestones/catalogue?language=en') return json(catalogue);
    if (path === '/api/children/7/milestone-photos') return json(photos);
    if (path === '/api/staff') return json(staff);
    if (path === '/api/dashboard/stats')
      return json({
        totalChildren: 1,
        presentToday: 1,
        attendanceRate: 100,
        staffOnDuty: 1,
        pendingReports: 0,
        date: '2026-11-23',
      });
    return json({ message: 'not stubbed' }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(childId = 7, actions = ['milestone.read', 'milestone.record']) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  setCurrentUser({
    userId: 1,
    role: 'staff',
    displayName: 'Tom Alvarez',
    email: 'someone@example.com',
    photo: null,
    staffId: 3,
    actions,
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/children/${childId}/milestones`]}>
          <Routes>
            <Route path="/children/:id/milestones" element={<ChildMilestonesPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });

describe('a child’s milestones page', () => {
  it('shows age, progress in words, what comes next, what was shown and the badges', async () => {
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace’s milestones' }),
    ).toBeTruthy();
    expect(screen.getByText('2 years, 2 months · Toddler Room')).toBeTruthy();

    const progress = region('Progress by area');
    expect(within(progress).getByText('1 of 40 milestones (3%)')).toBeTruthy();
    expect(within(progress).getByText('0 of 30 milestones (0%)')).toBeTruthy();

    // Expected ones first, in words that invite practice; nothing says "behind" or "delayed".
    const next = region('What comes next');
    const items = within(next).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Says a few words');
    expect(items[0]!.textContent).toContain(
      'Most children show this by 18 months: a good one to practise now',
    );
    expect(items[1]!.textContent).toContain(
      'Coming up: most children show this by 2 years, 6 months',
    );
    expect(next.textContent).not.toMatch(/behind|delay/i);

    const achieved = region('Milestones shown');
    const item = within(achieved).getByRole('article', { name: 'Points to show you something' });
    for (const text of ['Recorded by Tom Alvarez', 'At story time.', 'Family told'])
      expect(within(item).getByText(text)).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'Rocket sticker' })).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'Story time' }).getAttribute('src')).toBe(
      '/t/80.webp',
    );
    expect(
      within(item)
        .getByRole('button', { name: 'Star “Points to show you something”' })
        .getAttribute('aria-pressed'),
    ).toBe('false');

    const badges = region('Badges');
    expect(within(badges).getByRole('article', { name: 'First milestone!' })).toBeTruthy();
    expect(within(badges).getByText('Asked for 1 milestone')).toBeTruthy();
    expect(within(badges).getByText('Points to show you something')).toBeTruthy();
  });

  it('records the milestone chosen beside what comes next, with a photo, telling the family', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Record “Says a few words”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record milestone' });
    const select = () => within(dialog).getByLabelText('Milestone') as HTMLSelectElement;
    // The child's age first, then the rest by category; what they showed is not offered again.
    const groups = () => [...select().querySelectorAll('optgroup')].map((g) => g.label);
    await waitFor(() =>
      expect(groups()).toEqual(['For Ada’s age now', 'Coming up for Ada', 'Movement']),
    );
    expect(select().value).toBe('1');
    expect([...select().options].map((o) => o.value)).not.toContain('2');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Date shown') as HTMLInputElement).value).toBe(
        '2026-11-23',
      ),
    );
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Staff Member') as HTMLSelectElement).value).toBe('3'),
    );
    expect((within(dialog).getByLabelText('Tell the family') as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Block tower/ }));
    expect(within(dialog).getByText('1 photo chosen')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'At lunch.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record milestone' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/children/7/milestones?language=en',
      body: {
        templateId: 1,
        staffId: 3,
        achievedDate: '2026-11-23',
        notes: 'At lunch.',
        evidencePhotos: [81],
        isStarred: false,
        notifyFamily: true,
      },
    });
    await waitFor(() => expect(toasts[0]?.title).toBe('Milestone recorded for Ada'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uploads a new photo of the child from the form, to the gallery, and chooses it', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Record “Says a few words”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record milestone' });
    await within(dialog).findByRole('checkbox', { name: /Block tower/ });
    answer = () => json({ id: 99, title: 'Ada Lovelace: a milestone' }, 201);
    const file = new File([new Uint8Array([1, 2, 3])], 'IMG_1.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByTestId('milestone-photos-file'), {
      target: { files: [file] },
    });
    await waitFor(() => expect(within(dialog).getByText('1 photo chosen')).toBeTruthy());
    expect(sent[0]?.path).toBe('/api/gallery');
    expect(sent[0]?.body).toMatchObject({
      tags: '["milestones"]',
      childIds: '[7]',
      title: expect.stringMatching(/: a milestone \(/) as unknown,
    });
  });

  it('shows the server’s field errors at their fields', async () => {
    answer = () =>
      json(
        {
          message: 'Evidence photos must be gallery photos that show this child',
          fieldErrors: {
            evidencePhotos: 'Evidence photos must be gallery photos that show this child',
          },
          fieldCodes: { evidencePhotos: { code: 'errors.milestonePhotoNotOfChild' } },
        },
        400,
      );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Record milestone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record milestone' });
    // Nothing chosen: the contract's own message, at the field.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record milestone' }));
    expect(await within(dialog).findByText('Please select a milestone')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Milestone'), { target: { value: '4' } });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Date shown') as HTMLInputElement).value).not.toBe(''),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record milestone' }));
    const photos = await within(dialog).findByRole('group', { name: 'Evidence photos' });
    expect(
      await within(photos).findByText(
        'Evidence photos must be gallery photos that show this child',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('stars a shown milestone and asks before removing one', async () => {
    answer = () => json({ ...shown, isStarred: true });
    show();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Star “Points to show you something”' }),
    );
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PATCH',
          path: '/api/child-milestones/50?language=en',
          body: { isStarred: true },
        },
      ]),
    );
    answer = () => new Response(null, { status: 204 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove “Points to show you something”' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Remove “Points to show you something”?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove milestone' }));
    await waitFor(() =>
      expect(sent[1]).toEqual({ method: 'DELETE', path: '/api/child-milestones/50', body: null }),
    );
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Milestone removed'));
  });

  it('reads only for those who may not record, and says when there is no such child', async () => {
    show(7, ['milestone.read']);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Record milestone' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Star/ })).toBeNull();
    cleanup();
    show(8);
    expect(await screen.findByText('Child not found.')).toBeTruthy();
  });
});
