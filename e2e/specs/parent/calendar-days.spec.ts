import type { Page } from '@playwright/test';
import type { ChildMilestonesResponse } from '../../../contract/child-milestones.ts';
import { expect, login, test } from '../../fixtures.ts';
import { centreToday } from '../../pages/centre-clock.ts';

// Issue 35: a date-only value (a milestone's day, a badge's) is the day it says for a parent
// anywhere: read as an instant it was UTC midnight, the day before west of UTC.

const usDate = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-');
  return `${m}/${d}/${y}`;
};

const daysBefore = (isoDate: string, days: number) => {
  const at = new Date(`${isoDate}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
};

const milestonesOf = async (page: Page, childId: number) => {
  const res = await page.request.get(`/api/children/${childId}/milestones?language=en`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ChildMilestonesResponse;
};

for (const [timeZone, setting, back] of [
  ['America/Los_Angeles', 'Pacific', 2],
  ['Pacific/Auckland', 'Eastern', 3],
] as const) {
  test.describe(`a parent whose browser is in ${timeZone}`, () => {
    test.use({ timezoneId: timeZone });

    test('sees a milestone’s and a badge’s day as recorded', async ({ page, browser }) => {
      test.slow(); // two browsers
      await login(page, 'parent');
      const settings = await page.request.put('/api/settings', {
        data: { timezone: setting, dateFormat: 'MM/DD/YYYY' },
      });
      expect(settings.status()).toBe(200);
      const [child] = (await (await page.request.get('/api/children')).json()) as {
        id: number;
      }[];

      // A teacher records a milestone of a few days ago (through the API, as quick).
      const staff = await browser.newContext();
      const teacher = await staff.newPage();
      await login(teacher, 'teacher');
      const before = await milestonesOf(teacher, child!.id);
      const next = before.next.find((m) => m.expected) ?? before.next[0]!;
      const me = (await (await teacher.request.get('/api/auth/me')).json()) as {
        staffId: number;
      };
      const day = daysBefore(centreToday(), back);
      const recorded = await teacher.request.post(`/api/children/${child!.id}/milestones`, {
        data: {
          templateId: next.id,
          staffId: me.staffId,
          achievedDate: day,
          notes: '',
          evidencePhotos: [],
          notifyFamily: false,
        },
      });
      expect(recorded.status(), await recorded.text()).toBe(201);
      await staff.close();

      await page.goto(`/parent-dashboard?view=milestones&child=${child!.id}`);
      const card = page.getByRole('article', { name: next.title, exact: true });
      await expect(card).toContainText(`Shown on ${usDate(day)}`);

      const { badges } = await milestonesOf(page, child!.id);
      const badge = badges.find((b) => b.isVisible);
      expect(badge, 'the child has a badge to show').toBeTruthy();
      await expect(page.getByText(`Earned ${usDate(badge!.earnedDate)}`).first()).toBeVisible();
    });
  });
}
