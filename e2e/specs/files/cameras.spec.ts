import type { Page } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';
import {
  type CameraFamily,
  CamerasPage,
  directorSession,
  freshCountdown,
  hoursAroundNow,
  parentSignIn,
} from '../../pages/cameras-page.ts';

const demoCamera = 'Toddler Room Camera';

/** Whether the next right-click's context menu was cancelled (read after the click). */
async function watchContextMenu(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { menuPrevented?: boolean };
    delete w.menuPrevented;
    window.addEventListener('contextmenu', (e) => (w.menuPrevented = e.defaultPrevented), {
      once: true,
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { menuPrevented?: boolean }).menuPrevented);
}

test('a director adds a camera whose password is never shown again, then deletes it', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const camera = {
    name: `Hallway Camera ${tag}`,
    location: 'Hallway – above the cubbies',
    ipAddress: '192.168.10.99',
    username: `cam-user-${tag}`,
    password: `Cam-Secret-e2e-123-${tag}`,
  };
  await login(page, 'director');
  const cameras = new CamerasPage(page);
  await cameras.goto();
  const dialog = await cameras.add(camera);
  await expect(page.getByText('Camera added', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = cameras.card(camera.name);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Hallway – above the cubbies');
  await expect(card).toContainText('192.168.10.99 (default port)');
  await expect(card).toContainText('No room – staff only');

  // Edit starts with the sign-in details empty, saying only that they are saved.
  await card.getByRole('button', { name: `Edit ${camera.name}` }).click();
  const edit = cameras.dialog('Edit Camera');
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(camera.name);
  const password = edit.getByLabel('Password', { exact: true });
  await expect(password).toHaveValue('');
  await expect(password).toHaveAccessibleDescription('Saved — leave empty to keep');
  await expect(edit.getByLabel('Username', { exact: true })).toHaveValue('');
  await expect(edit.getByLabel('Username', { exact: true })).toHaveAccessibleDescription(
    'Saved — leave empty to keep',
  );
  // Neither the page nor any answer carries them.
  const html = await page.content();
  expect(html).not.toContain(camera.password);
  expect(html).not.toContain(camera.username);
  const listed = await page.request.get('/api/cameras');
  expect(listed.ok()).toBe(true);
  const json = await listed.text();
  expect(json).toContain(camera.name);
  expect(json).not.toContain(camera.password);
  expect(json).not.toContain(camera.username);
  const saved = ((await listed.json()) as { name: string; hasPassword?: boolean }[]).find(
    (c) => c.name === camera.name,
  );
  expect(saved).toMatchObject({ hasPassword: true, hasUsername: true });
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // Deleted after the browser's own confirmation.
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.accept();
  });
  await card.getByRole('button', { name: `Delete ${camera.name}` }).click();
  await expect(page.getByText('Camera deleted', { exact: true })).toBeVisible();
  expect(asked).toBe(`Are you sure you want to delete ${camera.name}?`);
  await expect(card).toHaveCount(0);
  expect(await (await page.request.get('/api/cameras')).text()).not.toContain(camera.name);
});

test.describe('a parent watches their child’s room while the child is at the centre', () => {
  test.describe.configure({ mode: 'serial' });

  let director: Awaited<ReturnType<typeof directorSession>>;
  let family: CameraFamily;

  test.beforeAll(async ({ browser }) => {
    director = await directorSession(browser);
    family = await director.family();
    await director.checkIn(family.childId);
    // The real clock: the centre is open now, whatever the time of day.
    await director.setHours(hoursAroundNow());
  });

  test.afterAll(async () => {
    await director?.context.close();
  });

  test('views the camera with the overlay and watermark, stops, and is refused once the child has left', async ({
    page,
  }) => {
    test.slow(); // a live picture
    await parentSignIn(page, family.email, family.password);
    await page.getByRole('link', { name: 'View Cameras' }).click();
    await expect(page.getByRole('heading', { name: 'Classroom Cameras', level: 1 })).toBeVisible();
    const card = page.getByRole('article', { name: demoCamera });
    await expect(card).toBeVisible();
    await expect(card.getByText('Online', { exact: true })).toBeVisible();
    await expect(card.getByText('Status: Active')).toBeVisible();
    // Only the rooms of this family's child.
    await expect(page.getByRole('article', { name: 'Preschool Room Camera' })).toHaveCount(0);
    const view = card.getByRole('button', { name: `View Camera: ${demoCamera}` });
    await expect(view).toBeEnabled();

    await view.click();
    await expect(page.getByText('Camera Access Granted', { exact: true })).toBeVisible();
    const player = page.getByRole('dialog', { name: demoCamera });
    const picture = player.getByRole('img', { name: `Live picture from ${demoCamera}` });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await expect(player.getByText('Protected Content - Recording Prohibited')).toBeVisible();
    await expect(player.getByText(family.parentName, { exact: true })).toBeVisible();
    // The demo picture's real size, not a fixed '1080p HD'.
    await expect(player.getByText('360p (640×360)', { exact: true })).toBeVisible();
    await expect(player.getByText('1080p HD')).toHaveCount(0);
    await expect(player.getByRole('timer')).toHaveText(freshCountdown());

    // A right-click on the picture opens no menu.
    const menuPrevented = await watchContextMenu(page);
    const box = (await picture.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { button: 'right' });
    await expect.poll(menuPrevented).toBe(true);

    await player.getByRole('button', { name: `Stop Viewing: ${demoCamera}` }).click();
    await expect(page.getByText('Camera Session Ended', { exact: true })).toBeVisible();
    await expect(player).toBeHidden();
    await expect(view).toBeFocused();

    // Once the child has gone home, the server refuses to start.
    await director.checkOut(family.childId);
    await view.click();
    await expect(
      page.getByText(
        'You can watch this camera while your child is checked in at the centre today.',
        {
          exact: true,
        },
      ),
    ).toBeVisible();
    await expect(player).toBeHidden();
    // Read again, the card says the rule before the press, and View Camera waits for it.
    await page.reload();
    const after = page.getByRole('article', { name: demoCamera });
    const viewAfter = after.getByRole('button', { name: `View Camera: ${demoCamera}` });
    await expect(viewAfter).toBeDisabled();
    await expect(viewAfter).toHaveAccessibleDescription(/^Available while .+ is at the centre$/);
    await expect(after.getByText('Online', { exact: true })).toHaveCount(0);
    await expect(after.getByText('Not available now', { exact: true })).toBeVisible();
  });

  test('the directors’ viewing log lists that parent’s viewing', async ({ page }) => {
    await login(page, 'director');
    const cameras = new CamerasPage(page);
    await cameras.goto();
    await cameras.tab('Viewing log').click();
    await expect(cameras.tab('Viewing log')).toHaveAttribute('aria-selected', 'true');
    const row = cameras.viewingLog().getByRole('row').filter({ hasText: family.parentName });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(0)).toHaveText(demoCamera);
    await expect(row.getByRole('cell').nth(2)).toHaveText('Parent');
    // Stopped: it has an end time, not 'Watching now'.
    await expect(row).not.toContainText('Watching now');
    await expect(row.getByRole('cell').nth(4)).not.toHaveText('—');
  });
});
