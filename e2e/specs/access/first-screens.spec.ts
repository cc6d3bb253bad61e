import type { Page } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';

/** The API paths a page asks for (first-screens.ts answers the first screen's in the page). */
function apiRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

/** A new tab of the signed-in browser: nothing of the page signing in led to is counted. */
async function newTab(page: Page): Promise<{ tab: Page; asked: string[] }> {
  const tab = await page.context().newPage();
  return { tab, asked: apiRequests(tab) };
}

test('the staff dashboard opens with its data in the page: it asks the API for nothing', async ({
  page,
}) => {
  await login(page, 'director');
  const { tab, asked } = await newTab(page);
  page = tab;
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to Staff Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Children')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today’s Attendance' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Check (In|Out) / }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff on Duty', exact: true })).toBeVisible();
  expect(asked).toEqual([]);
  // Later reads go to the server as always.
  await page.getByRole('link', { name: 'Children' }).first().click();
  await expect.poll(() => asked).toContain('/api/children/drafts');
});

test("a parent's dashboard opens with their child's day in the page", async ({ page }) => {
  await login(page, 'parent2');
  const { tab, asked } = await newTab(page);
  page = tab;
  await page.goto('/parent-dashboard');
  await expect(page.getByText(/Here is what is happening at/)).toBeVisible();
  await expect(page.getByText("Today's Summary")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Daily Reports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Incident Reports' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('with the installed app’s service worker in charge, an online page still comes from the server with its data', async ({
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
  const { tab, asked } = await newTab(page);
  page = tab;
  await page.goto('/');
  // The service worker handled this page's loading too.
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Today’s Attendance' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Check (In|Out) / }).first()).toBeVisible();
  expect(asked).toEqual([]);
  // Pages may hold someone's data: the service worker keeps none of them.
  const cachedPages = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.filter((url) => !/\/(assets|icons)\/|\.(svg|html|js|webmanifest)(\?|$)/.test(url));
  });
  expect(cachedPages).toEqual([]);
});
