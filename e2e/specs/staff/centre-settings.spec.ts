import sharp from 'sharp';
import { pdfTextLines } from '../../../test/api/pdf-text.ts';
import { expect, login, test } from '../../fixtures.ts';
import { ChildrenPage } from '../../pages/children-page.ts';

// Issue 39, the centre (decision 060): a director names the centre and gives it a logo; the
// sign-in pages, the portals' header and the invoices show them, never the demo's name as the
// software's. A room the director adds is in the children filter and the enrolment picker.

const centre = {
  name: 'Maple Grove Early Learning',
  address: '12 Maple Road, Springfield, IL 62701',
  phone: '(217) 555-0142',
  email: 'office@maplegrove.example',
  taxId: '36-1234567',
};

/** A 300 × 100 PNG logo. */
const logoPng = () =>
  sharp({ create: { width: 300, height: 100, channels: 4, background: '#15803d' } })
    .png()
    .toBuffer();

test('a director names the centre and sets its logo: the sign-in page, the header and an invoice show them', async ({
  page,
  browser,
}) => {
  test.slow(); // a fresh browser, an upload and a PDF
  await login(page, 'director', '/settings');
  const card = page.getByRole('region', { name: 'Centre', exact: true });
  await card.getByLabel('Centre name').fill(centre.name);
  await card.getByLabel('Address').fill(centre.address);
  await card.getByLabel('Phone').fill(centre.phone);
  await card.getByLabel('E-mail').fill(centre.email);
  await card.getByLabel('Tax ID').fill(centre.taxId);
  await card.getByRole('button', { name: 'Save Centre Details' }).click();
  await expect(
    page.getByText(`Centre details saved: ${centre.name}.`, { exact: true }),
  ).toBeVisible();
  // The header says the centre's name at once.
  await expect(page.getByRole('banner').getByRole('link', { name: centre.name })).toBeVisible();
  await expect(page).toHaveTitle(`${centre.name} Portal`);

  await card.getByLabel('Choose a logo image').setInputFiles({
    name: 'maple-grove.png',
    mimeType: 'image/png',
    buffer: await logoPng(),
  });
  await expect(page.getByText('Logo updated.', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: `The logo of ${centre.name}` })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove Logo' })).toBeVisible();

  // Someone who has never signed in sees the centre's name and logo on the parent sign-in.
  const fresh = await browser.newContext();
  try {
    const visitor = await fresh.newPage();
    await visitor.goto('/parent-login');
    await expect(visitor.getByRole('heading', { name: 'Parent Portal', level: 1 })).toBeVisible();
    await expect(visitor.getByText(centre.name, { exact: true })).toBeVisible();
    await expect(visitor.getByText('Sunny Days', { exact: true })).toHaveCount(0);
    await expect(visitor).toHaveTitle(`${centre.name} Portal`);
    const logo = visitor.locator('main img[src^="/api/centre/logo"]');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The parent's invoice, as a PDF, is headed by the centre's name and contacts.
    await login(visitor, 'parent');
    await expect(visitor.getByRole('banner').getByText(centre.name)).toBeVisible();
    const mine = await (await visitor.request.get('/api/billing/mine')).json();
    const payerId = mine.payers[0].payer.id as number;
    const listed = await (
      await visitor.request.get(`/api/billing/payers/${payerId}/invoices`)
    ).json();
    const invoices = (Array.isArray(listed) ? listed : listed.items) as { pdfPath: string }[];
    expect(invoices.length).toBeGreaterThan(0);
    const pdf = await visitor.request.get(invoices[0]!.pdfPath);
    expect(pdf.status()).toBe(200);
    const lines = pdfTextLines(await pdf.body());
    expect(lines[0]).toBe(centre.name);
    expect(lines[1]).toContain(centre.address);
    // Not the demo centre's name any more (its payment instructions are its own text).
    expect(lines).not.toContain('Sunny Days Child Care Centre');
  } finally {
    await fresh.close();
  }
});

test('a director adds a room: the children filter and the enrolment picker offer it, and a child moves in', async ({
  page,
}) => {
  await login(page, 'director', '/settings');
  await page.getByRole('link', { name: 'Manage Rooms' }).click();
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Room' });
  await dialog.getByLabel('Room name').fill('Sunflower Room');
  await dialog.getByLabel('From age (months)').fill('24');
  await dialog.getByLabel('Up to age (months)').fill('48');
  await dialog.getByLabel('Children per staff member').fill('8');
  await dialog.getByRole('button', { name: 'Add Room' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'The centre’s rooms' });
  await expect(list.getByRole('heading', { name: 'Sunflower Room' })).toBeVisible();
  await expect(list.getByRole('listitem').last()).toContainText('24 to 48 months');

  await page.goto('/children');
  await expect(page.getByLabel('Room', { exact: true }).locator('option')).toContainText([
    'Sunflower Room',
  ]);
  await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Sunflower Room' });
  await expect(page.getByText('No children found', { exact: true })).toBeVisible();

  // A child moves into it (from today: decision 061), and the room's filter finds them.
  await page.getByLabel('Room', { exact: true }).selectOption({ index: 0 });
  const children = new ChildrenPage(page);
  await children.search('Aarav Patel');
  const profile = await children.view('Aarav Patel');
  await profile.getByRole('button', { name: 'Move to another room' }).click();
  const move = page.getByRole('dialog', { name: 'Move to Another Room' });
  await move.getByLabel('Room', { exact: true }).selectOption({ label: 'Sunflower Room' });
  await move.getByRole('button', { name: 'Move Child' }).click();
  await expect(page.getByText('Room move saved', { exact: true })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Child Profile' })
    .getByRole('button', { name: 'Close' })
    .click();
  await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Sunflower Room' });
  await expect(children.card('Aarav Patel').getByText('Sunflower Room')).toBeVisible();

  await page.goto('/enroll-child');
  await expect(page.getByLabel('Room', { exact: true }).locator('option')).toContainText([
    'Sunflower Room',
  ]);
});

test('staff who are not directors see no centre form, and the server refuses them', async ({
  page,
}) => {
  await login(page, 'teacher', '/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Centre', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage Rooms' })).toHaveCount(0);
  const res = await page.request.put('/api/centre', { data: centre });
  expect(res.status()).toBe(403);
});
