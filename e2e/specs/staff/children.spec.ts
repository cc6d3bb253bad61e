import type { Page } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';
import { ChildrenPage } from '../../pages/children-page.ts';
import { allConsentForms } from '../../pages/dashboard-page.ts';
import { daysAgo, uniqueLastName } from '../../pages/enrolment-forms.ts';

// Whole flows, several pages each.
test.slow();

/** Enrols a child of this test's own through the API, so no test depends on another. */
async function enrolOwnChild(page: Page, child: Record<string, string>) {
  const res = await page.request.post('/api/children', { data: child });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  // Step 2: every consent form recorded, so the child is enrolled rather than a draft.
  const consents = await page.request.post(`/api/children/${id}/consents`, {
    data: { forms: allConsentForms },
  });
  expect(consents.ok()).toBe(true);
}

test('searches children by name and filters them by room', async ({ page }) => {
  const lastName = uniqueLastName('Search');
  const name = `Wren ${lastName}`;
  await login(page, 'teacher');
  await enrolOwnChild(page, {
    firstName: 'Wren',
    lastName,
    dateOfBirth: daysAgo(150),
    room: 'Infant Room',
    allergies: 'Peanuts',
  });
  const children = new ChildrenPage(page);
  await children.goto();
  await expect(children.heading()).toBeVisible();
  for (const label of ['Total', 'Infants', 'Toddlers', 'Preschoolers'])
    await expect(children.stat(label)).toBeVisible();

  await children.search(lastName.toUpperCase());
  await expect(children.cards()).toHaveCount(1);
  const card = children.card(name);
  await expect(card.getByText('Infant Room')).toBeVisible();
  await expect(card.getByText('4 months')).toBeVisible(); // under a year: months
  await expect(card.getByText('Allergies: Peanuts')).toBeVisible();

  await children.filterRoom('Toddlers');
  await expect(page.getByRole('heading', { name: 'No children found' })).toBeVisible();
  await expect(page.getByText('No children match your search criteria.')).toBeVisible();
  await children.filterRoom('Infants');
  await expect(card).toBeVisible();

  await children.filterRoom('All Rooms');
  await children.search('aarav patel');
  const aarav = children.card('Aarav Patel');
  await expect(aarav).toBeVisible();
  await expect(aarav.getByText('Toddler Room')).toBeVisible();
  await expect(aarav.getByText(/^Age: \d+ years?$/)).toBeVisible();
  await expect(aarav.getByText(/Allergies/)).toHaveCount(0);
  await children.filterRoom('Preschool');
  await expect(children.cards()).toHaveCount(0);
  await children.filterRoom('Pre-K');
  await children.search('Jayden');
  await expect(children.card('Jayden Johnson')).toBeVisible();
});

test('shows a child’s profile', async ({ page }) => {
  const lastName = uniqueLastName('Profile');
  const name = `Ivy ${lastName}`;
  await login(page, 'director');
  await enrolOwnChild(page, {
    firstName: 'Ivy',
    lastName,
    dateOfBirth: '2023-03-14',
    room: 'Preschool Room',
    allergies: 'Dairy',
  });
  const children = new ChildrenPage(page);
  await children.goto();
  await children.search(lastName);
  const profile = await children.view(name);
  await expect(profile).toHaveAccessibleDescription(
    new RegExp(`^${name}, \\d+ years?, Preschool Room$`),
  );
  for (const [term, value] of [
    ['Date of Birth', '03/14/2023'],
    ['Allergies', 'Dairy'],
    ['Parent Name', 'To be collected at the invitation'],
    ['Relationship', 'Parent'],
    ['Emergency Contact', 'To be collected at the invitation'],
  ]) {
    await expect(profile.getByRole('term').filter({ hasText: term }).first()).toBeVisible();
    await expect(profile.getByRole('definition').filter({ hasText: value }).first()).toBeVisible();
  }
  // The parent is not invited yet: the enrolment can be finished from here.
  await profile.getByRole('link', { name: 'Continue Enrollment' }).click();
  await expect(page).toHaveURL(/\/consent-confirmation\/\d+$/);
});

test('removes a child after confirming: their last day and a reason', async ({ page }) => {
  const lastName = uniqueLastName('Remove');
  const name = `Finn ${lastName}`;
  await login(page, 'director');
  await enrolOwnChild(page, {
    firstName: 'Finn',
    lastName,
    dateOfBirth: '2022-09-09',
    room: 'Pre-K Room',
  });
  const children = new ChildrenPage(page);
  await children.goto();
  await children.search(lastName);

  let confirm = await children.askToRemove(name);
  await expect(confirm).toHaveAccessibleDescription(
    'Are you sure you want to remove this child? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(children.card(name)).toBeVisible();

  // A withdrawal (decision 061): enrolled today, the child's last day is today at the
  // earliest; they stay in the lists until it has passed.
  confirm = await children.askToRemove(name);
  await expect(confirm.getByLabel('Last day')).not.toHaveValue('');
  await confirm.getByLabel('Reason').fill('Family moved away');
  await confirm.getByRole('button', { name: 'Remove Child' }).click();
  await expect(page.getByText('Child removed successfully', { exact: true })).toBeVisible();
  await expect(children.card(name).getByRole('button', { name: `Remove ${name}` })).toHaveCount(0);
  const profile = await children.view(name);
  await expect(
    profile.getByText(/^Last day at the centre: .+ Reason: Family moved away$/),
  ).toBeVisible();
});

test('shows the loading skeleton, the load error and the empty list as the spec words them', async ({
  page,
}) => {
  await login(page, 'director');
  const children = new ChildrenPage(page);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/children', async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { message: 'boom' } });
  });
  await children.goto();
  await expect(page.getByRole('status').filter({ hasText: 'Loading children...' })).toBeAttached();
  release();
  await expect(
    page.getByText('Failed to load children data. Please try refreshing the page.'),
  ).toBeVisible();

  await page.unroute('**/api/children');
  await page.route('**/api/children', (route) => route.fulfill({ json: [] }));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No children found' })).toBeVisible();
  await expect(page.getByText('No children are enrolled yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Enroll First Child' }).click();
  await expect(page).toHaveURL(/\/enroll-child$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the children page links back to the dashboard', async ({ page }) => {
    await login(page, 'teacher');
    await new ChildrenPage(page).goto();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('offers removing a child to directors only', async ({ page }) => {
  await login(page, 'teacher');
  const children = new ChildrenPage(page);
  await children.goto();
  const [first] = (await (await page.request.get('/api/children')).json()) as {
    firstName: string;
    lastName: string;
  }[];
  // The list has loaded (a child's card shows) and no card offers Remove.
  const name = `${first!.firstName} ${first!.lastName}`;
  await expect(children.card(name)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});
