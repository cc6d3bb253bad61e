import type { Page } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';
import { layoutShifts, watchLayoutShiftsFromStart } from '../../layout-shifts.ts';

/** A new tab of the signed-in browser, recording its layout shifts from the page's start. */
async function newTab(page: Page): Promise<Page> {
  const tab = await page.context().newPage();
  await watchLayoutShiftsFromStart(tab);
  return tab;
}

test('the staff dashboard opens with its figures and cards in place: nothing moves as its answers arrive', async ({
  page,
}) => {
  await login(page, 'director');
  page = await newTab(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to Staff Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Children')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today’s Attendance' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Check (In|Out) / }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff on Duty', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
});

test("a parent's dashboard opens with their child's day: nothing moves as its answers arrive", async ({
  page,
}) => {
  await login(page, 'parent2');
  page = await newTab(page);
  await page.goto('/parent-dashboard');
  await expect(page.getByText(/Here is what is happening at/)).toBeVisible();
  await expect(page.getByText("Today's Summary")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Daily Reports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Incident Reports' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
});

test('with the installed app’s service worker in charge, a page opens as before and none is kept', async ({
  page,
}) => {
  await login(page, 'director');
  const controlled = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    return navigator.serviceWorker.controller !== null;
  });
  expect(controlled).toBe(true);
  const tab = await page.context().newPage();
  await tab.goto('/');
  // The service worker handled this page's loading too.
  expect(await tab.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(tab.getByRole('heading', { name: 'Today’s Attendance' })).toBeVisible();
  await expect(tab.getByRole('button', { name: /^Check (In|Out) / }).first()).toBeVisible();
  // Pages may hold someone's data: the service worker keeps none of them.
  const cachedPages = await tab.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.filter((url) => !/\/(assets|icons)\/|\.(svg|html|js|webmanifest)(\?|$)/.test(url));
  });
  expect(cachedPages).toEqual([]);
});
