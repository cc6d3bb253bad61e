import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, login, test, type AccountName } from '../../fixtures.ts';

type Photo = { id: number; title: string; filePath: string; thumbnailPath: string };

async function signedIn(browser: Browser, who: AccountName): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, who);
  return page;
}

/** A phone photo with its maker and where it was taken in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#5a9' } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'W' },
    })
    .toBuffer();

const photosSeenBy = async (page: Page, search: string) =>
  (await (
    await page.request.get(`/api/gallery?search=${encodeURIComponent(search)}`)
  ).json()) as Photo[];

test('staff share a photo of one child; only that family sees it, without its location; hiding it hides it', async ({
  page,
  browser,
}) => {
  test.slow(); // three people in three browsers
  const title = `Spring garden ${Date.now()}`;
  const bytes = await phonePhoto();
  expect(bytes.includes('PhoneMaker')).toBe(true);

  await login(page, 'director', '/gallery-management');
  await expect(page.getByRole('heading', { name: 'Gallery', exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Upload Photo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
  // The spec's words when nothing is filled in.
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(
    dialog.getByText('Please fill in all required fields and select a file').first(),
  ).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Tags').fill(' garden , spring ');
  await dialog.getByRole('checkbox', { name: /Aarav Patel/ }).check();
  await dialog.getByLabel('Photos').setInputFiles({
    name: 'IMG_2041.jpg',
    mimeType: 'image/jpeg',
    buffer: bytes,
  });
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(page.getByText('Photo uploaded successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: title }).first()).toBeVisible();

  // Aarav's parent, in a browser of their own, sees it and filters by its tag.
  const parent = await signedIn(browser, 'parent');
  await parent.goto('/parent-dashboard?view=gallery');
  const card = parent.getByRole('img', { name: title }).first();
  await expect(card).toBeVisible();
  await parent.getByRole('button', { name: 'garden', exact: true }).first().click();
  await expect(parent.getByText('Showing photos tagged “garden”')).toBeVisible();
  await expect(card).toBeVisible();
  // What reaches the parent's browser carries nothing of where or with what it was taken.
  const [shared] = await photosSeenBy(parent, title);
  for (const path of [shared!.filePath, shared!.thumbnailPath]) {
    const served = await (await parent.request.get(path)).body();
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.exif]).toEqual(['webp', undefined]);
    expect(served.includes('PhoneMaker')).toBe(false);
  }
  await card.click();
  const opened = parent.getByRole('dialog', { name: title });
  await expect(opened.getByRole('img', { name: title })).toBeVisible();
  const download = parent.waitForEvent('download');
  await opened.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('IMG_2041.webp');
  await expect(parent.getByText('Download complete').first()).toBeVisible();

  // The other family never sees it: not in the list, not by its address.
  const other = await signedIn(browser, 'parent2');
  expect(await photosSeenBy(other, title)).toEqual([]);
  expect((await other.request.get(shared!.filePath)).status()).toBe(404);

  // Hidden, it is gone from the parent's gallery.
  await page
    .getByRole('button', { name: `Hide “${title}” from parents` })
    .first()
    .click();
  await expect(page.getByText('Photo visibility updated').first()).toBeVisible();
  await parent.reload();
  await expect(parent.getByText(/No photos/).or(parent.getByRole('img').first())).toBeVisible();
  await expect(parent.getByRole('img', { name: title })).toHaveCount(0);
});
