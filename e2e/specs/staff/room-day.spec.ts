import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { consentFormKeys } from '../../../contract/enrolment.ts';
import { expect, login, test } from '../../fixtures.ts';
import { centreToday } from '../../pages/centre-clock.ts';
import { ParentDashboardPage } from '../../pages/parent-dashboard-page.ts';

// The room's day in a few taps (issue 42, decision 068), on a phone.

/** Asks the API as the page's signed-in person; fails the test on a refusal. */
async function api(page: Page, method: 'get' | 'post', url: string, data?: object) {
  const res = await page.request[method](url, data ? { data } : undefined);
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(
    true,
  );
  return res.json();
}

/**
 * A room of its own with three children here now: two enrolled into it, and the demo parent's
 * Aarav moved into it from today (so his parent can read the day that is sent).
 */
async function roomOfThree(page: Page): Promise<{ roomId: number; aaravId: number }> {
  const room = await api(page, 'post', '/api/rooms', {
    name: 'Sunbeam Room',
    ageFromMonths: 0,
    ageToMonths: 72,
    childrenPerStaff: 4,
  });
  const ids: number[] = [];
  for (const firstName of ['Lily', 'Omar']) {
    const child = await api(page, 'post', '/api/children', {
      firstName,
      lastName: 'Sunday',
      dateOfBirth: '2023-05-10',
      room: 'Sunbeam Room',
      allergies: 'None',
    });
    await api(page, 'post', `/api/children/${child.id}/consents`, { forms: consentFormKeys });
    ids.push(child.id);
  }
  const children = (await api(page, 'get', '/api/children')) as {
    id: number;
    firstName: string;
    lastName: string;
  }[];
  const aarav = children.find((c) => c.firstName === 'Aarav' && c.lastName === 'Patel')!;
  await api(page, 'post', `/api/children/${aarav.id}/room-moves`, {
    roomId: room.id,
    from: centreToday(),
  });
  for (const childId of [...ids, aarav.id]) {
    const res = await page.request.post('/api/attendance', {
      data: { childId, checkInBy: 'Staff Member' },
    });
    // The seed may have checked Aarav in already today.
    expect([200, 201, 409]).toContain(res.status());
  }
  return { roomId: room.id, aaravId: aarav.id };
}

test('a teacher logs a nap and lunch for the room on a phone, reviews and sends; the family reads the reviewed day', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers
  const setup = await browser.newContext();
  const director = await setup.newPage();
  await login(director, 'director');
  const { roomId } = await roomOfThree(director);
  // The centre's list of activities, which the Activity button offers.
  const saved = await director.request.put('/api/room-log/settings', {
    data: {
      familyView: 'reviewed',
      bottleUnit: 'oz',
      infantSheetMonths: 18,
      activities: ['Story time', 'Sand play'],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await setup.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'teacher', `/room-day?room=${roomId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Room Day' })).toBeVisible();
  const here = page.getByRole('list', { name: 'Children here now' });
  await expect(here.getByRole('listitem')).toHaveCount(3);
  // Made for the phone: nothing sideways, every action a 44 px touch target on the screen.
  const fits = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    buttons: [...document.querySelectorAll('main button')].map((b) => {
      const r = b.getBoundingClientRect();
      return { name: b.textContent, height: r.height, left: r.left, right: r.right };
    }),
  }));
  expect(fits.width).toBeLessThanOrEqual(390);
  for (const b of fits.buttons.filter((b) => b.height > 0)) {
    expect(b.height, `${b.name}`).toBeGreaterThanOrEqual(44);
    expect(b.left, `${b.name}`).toBeGreaterThanOrEqual(0);
    expect(b.right, `${b.name}`).toBeLessThanOrEqual(390);
  }

  // A nap for the three: two taps.
  await page.getByRole('button', { name: 'All present (3)' }).click();
  await page.getByRole('button', { name: 'Nap started', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Nap started: logged for 3 children' }),
  ).toBeVisible();
  await expect(here.getByText(/^Asleep since /)).toHaveCount(3);

  // It ends: one tap, the three still selected.
  await page.getByRole('button', { name: 'Nap ended', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Nap ended: logged for 3 children' }),
  ).toBeVisible();
  await expect(here.getByText(/^Asleep since /)).toHaveCount(0);

  // Lunch for the room: Meal, what was offered, how much (which logs it).
  await page.getByRole('button', { name: 'Meal', exact: true }).click();
  const meal = page.getByRole('dialog', { name: 'Meal' });
  await meal.getByLabel('What was offered').fill('Pasta with peas');
  await meal.getByRole('button', { name: 'ate most' }).click();
  await expect(meal).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Meal: logged for 3 children' }),
  ).toBeVisible();
  await expect(here.getByText('Meal: Pasta with peas (ate most)')).toHaveCount(3);

  // An activity from the centre's list: Activity, then its name (which logs it).
  await page.getByRole('button', { name: 'Activity', exact: true }).click();
  const activity = page.getByRole('dialog', { name: 'Activity' });
  await expect(activity.getByLabel('Or say what it was')).toBeVisible();
  await activity.getByRole('button', { name: 'Story time' }).click();
  await expect(activity).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Activity: logged for 3 children' }),
  ).toBeVisible();
  await expect(here.getByText('Activity: Story time')).toHaveCount(3);

  // Another, said in words, with a photo: it goes through the gallery with the three.
  await page.getByRole('button', { name: 'Activity', exact: true }).click();
  await activity.getByLabel('Or say what it was').fill('Leaf collecting');
  await activity.getByLabel('Photo (optional)').setInputFiles({
    name: 'IMG_0001.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#5a9' },
    })
      .jpeg()
      .toBuffer(),
  });
  await activity.getByRole('button', { name: 'Log it' }).click();
  await expect(activity).toBeHidden();
  await expect(here.getByText('Activity: Leaf collecting · photo')).toHaveCount(3);

  // The family sees nothing of it yet: the centre shows only the reviewed report.
  const family = await browser.newContext();
  const parent = await family.newPage();
  await login(parent, 'parent');
  const dashboard = new ParentDashboardPage(parent);
  await dashboard.expectLoaded();
  await dashboard.pickChild('Aarav Patel');
  await expect(dashboard.todaysActivities()).toBeVisible();
  await expect(parent.getByText('Pasta with peas')).toHaveCount(0);
  await expect(parent.getByRole('heading', { name: 'As it happens today' })).toHaveCount(0);

  // Review and send Aarav's day: filled from the entries, editable.
  await page.getByRole('button', { name: 'Review and send' }).click();
  const review = page.getByRole('dialog', { name: 'Review and send' });
  await review.getByLabel('Child').selectOption({ label: 'Aarav Patel' });
  await expect(review.getByLabel('Meals')).toHaveValue('Meal: Pasta with peas (ate most)');
  await expect(review.getByLabel('Naps')).toHaveValue(
    /^\d{1,2}:\d{2}\s?[AP]M–\d{1,2}:\d{2}\s?[AP]M \(\d+ min\)$/,
  );
  await expect(review.getByLabel('Activities')).toHaveValue('Story time; Leaf collecting');
  await review.getByLabel('Activities').fill('Water play in the garden');
  await review.getByRole('button', { name: "Send Aarav Patel's day" }).click();
  await expect(
    page.getByText("Aarav Patel's day was sent to the family", { exact: true }),
  ).toBeVisible();
  // The other two wait for their review; the dialog closes.
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(review).toBeHidden();
  await expect(here.getByRole('button', { name: /Aarav Patel/ }).getByText('Sent')).toBeVisible();

  // The family reads the reviewed report in Today's Summary.
  await parent.reload();
  await dashboard.expectLoaded();
  await dashboard.pickChild('Aarav Patel');
  await expect(parent.getByText('Meal: Pasta with peas (ate most)')).toBeVisible();
  await expect(parent.getByText('Water play in the garden').first()).toBeVisible();
  await family.close();
});

/** A room of its own with `count` children of its own checked in. */
async function roomWith(page: Page, name: string, count: number) {
  const room = await api(page, 'post', '/api/rooms', {
    name,
    ageFromMonths: 0,
    ageToMonths: 72,
    childrenPerStaff: 4,
  });
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const child = await api(page, 'post', '/api/children', {
      firstName: `Child${String.fromCharCode(65 + i)}`,
      lastName: 'Moonbeam',
      dateOfBirth: '2023-05-10',
      room: name,
      allergies: 'None',
    });
    await api(page, 'post', `/api/children/${child.id}/consents`, { forms: consentFormKeys });
    ids.push(child.id);
  }
  return { roomId: room.id as number, ids };
}

// Issue 42's measure: a nap start for 8 children and a lunch for 12, each in at most three
// taps once the room's screen is open; the taps are counted as they are made.
test('a nap for eight takes two taps and a lunch for twelve three', async ({ page }) => {
  await login(page, 'director');
  const { roomId, ids } = await roomWith(page, 'Moonbeam Room', 12);
  const checkIn = (childId: number) =>
    api(page, 'post', '/api/attendance', { childId, checkInBy: 'Staff Member' });
  for (const id of ids.slice(0, 8)) await checkIn(id);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/room-day?room=${roomId}`);
  const here = page.getByRole('list', { name: 'Children here now' });
  await expect(here.getByRole('listitem')).toHaveCount(8);
  let taps = 0;
  const tap = async (target: ReturnType<Page['getByRole']>) => {
    taps += 1;
    await target.click();
  };

  await tap(page.getByRole('button', { name: 'All present (8)' }));
  await tap(page.getByRole('button', { name: 'Nap started', exact: true }));
  await expect(
    page.getByRole('status').filter({ hasText: 'Nap started: logged for 8 children' }),
  ).toBeVisible();
  expect(taps).toBe(2);

  // Four more arrive; the screen shows them at its next look.
  for (const id of ids.slice(8)) await checkIn(id);
  await page.reload();
  await expect(here.getByRole('listitem')).toHaveCount(12);
  taps = 0;
  await tap(page.getByRole('button', { name: 'All present (12)' }));
  await tap(page.getByRole('button', { name: 'Meal', exact: true }));
  const meal = page.getByRole('dialog', { name: 'Meal' });
  await meal.getByLabel('What was offered').fill('Rice and lentils');
  await tap(meal.getByRole('button', { name: 'ate all' }));
  await expect(
    page.getByRole('status').filter({ hasText: 'Meal: logged for 12 children' }),
  ).toBeVisible();
  expect(taps).toBeLessThanOrEqual(3);
  await expect(here.getByText('Meal: Rice and lentils (ate all)')).toHaveCount(12);
});
