import { expect, login, test } from '../../fixtures.ts';

test('the staff portal installs as an app and opens its shell without a connection', async ({
  page,
  context,
}) => {
  await login(page, 'director');
  // The manifest a tablet installs from: name, start address, standalone, real icons.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Child Care Staff Portal',
    start_url: '/',
    display: 'standalone',
  });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const res = await page.request.get(icon.src);
    expect([res.status(), res.headers()['content-type']]).toEqual([200, 'image/png']);
  }
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toContain('512x512');

  // Once signed in, the service worker takes over the page and keeps the app shell.
  const controlled = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    return registration.active?.scriptURL ?? null;
  });
  expect(controlled).toMatch(/\/sw\.js$/);

  // The connection drops: the app still opens from the cache (its page, scripts, styles
  // and language; the browser's own offline page otherwise) and says what is wrong; people's
  // data is not among what was kept.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'We could not reach the portal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  const cachedApi = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names)
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.filter((url) => /\/(api|uploads)\//.test(url));
  });
  expect(cachedApi).toEqual([]);
  await context.setOffline(false);
});
