import { expect, login, test } from '../../fixtures.ts';
import { ChildrenPage } from '../../pages/children-page.ts';
import { EnrolmentForms, uniqueLastName } from '../../pages/enrolment-forms.ts';

// Whole flows, several pages each.
test.slow();

test('enrols a child through the three pages, and the child is then on /children', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const lastName = uniqueLastName('Pages');
  const name = `Olivia ${lastName}`;
  const forms = new EnrolmentForms(page);
  await login(page, 'director');

  // Step 1, reached from the children page.
  const children = new ChildrenPage(page);
  await children.goto();
  await page.getByRole('link', { name: 'Enroll New Child' }).click();
  await expect(page.getByRole('heading', { name: 'Enroll New Child (step 1 of 3)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next Steps' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Consent Forms' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Date of birth is required',
    'Room assignment is required',
  ])
    await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('First name is required');

  await forms.fillChildInfo({
    firstName: 'Olivia',
    lastName,
    dateOfBirth: '2099-01-01',
    room: 'Toddler Room',
    allergies: 'Strawberries',
  });
  await page.getByRole('button', { name: 'Continue to Consent Forms' }).click();
  // The server knows the centre's today and refuses a birth in the future.
  await expect(page.getByText('Date of birth cannot be in the future')).toBeVisible();
  await page.getByLabel('Date of Birth').fill('2024-05-10');
  await page.getByRole('button', { name: 'Continue to Consent Forms' }).click();
  await expect(page.getByText('Step 1 Complete', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Child information saved. Please complete consent forms.', { exact: true }),
  ).toBeVisible();

  // Step 2: all five consents before going on.
  await expect(page).toHaveURL(/\/consent-confirmation\/\d+$/);
  const childId = page.url().split('/').pop();
  await expect(
    page.getByRole('heading', { name: 'Consent Confirmation (step 2 of 3)' }),
  ).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText('Toddler Room')).toBeVisible();
  const next = page.getByRole('button', { name: 'Continue to Parent Invitation' });
  await expect(next).toBeDisabled();
  await expect(
    page.getByText('Please confirm all five consent forms before continuing.'),
  ).toBeVisible();
  await forms.confirmAllConsents();
  await forms.consent('Pickup Authorization Form').uncheck();
  await expect(next).toBeDisabled();
  await forms.consent('Pickup Authorization Form').check();
  await expect(next).toBeEnabled();
  await expect(page.getByText('All five consent forms are confirmed.')).toBeVisible();
  await next.click();

  // Step 3: the invitation and its link.
  await expect(page).toHaveURL(new RegExp(`/parent-invite/${childId}$`));
  await expect(
    page.getByRole('heading', { name: 'Parent Invitation (step 3 of 3)' }),
  ).toBeVisible();
  const create = page.getByRole('button', { name: 'Create Invitation' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Parent Email').fill('olivia.parent@example.org');
  await expect(create).toBeDisabled();
  await page.getByLabel('Parent Phone').fill('(555) 010-7788');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Invitation Sent', { exact: true })).toBeVisible();
  const link = await forms.expectRegistrationLink();
  await expect(page.getByRole('heading', { name: 'Next Steps' })).toBeVisible();

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Link Copied', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Registration link has been copied to clipboard.', { exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  // The confirmation resets after 2 s.
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Parent Management' })).toHaveAttribute(
    'href',
    '/parent-management',
  );

  await page.getByRole('button', { name: 'Complete Enrollment Process' }).click();
  await expect(page.getByText('Enrollment Complete!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/parent-management$/);

  // The child is enrolled, with the parent contact the invitation brought.
  await children.goto();
  await children.search(lastName);
  const card = children.card(name);
  await expect(card).toBeVisible();
  await expect(card.getByText('Toddler Room')).toBeVisible();
  await expect(card.getByText('(555) 010-7788')).toBeVisible();
  // In red (Tailwind's red-700, oklch hue about 27).
  await expect(card.getByText('Allergies: Strawberries')).toHaveCSS(
    'color',
    /^oklch\(0\.5\d* 0\.2\d* 2\d/,
  );
});

test('step 3 for a child whose consents are missing says so and leads back to step 2', async ({
  page,
}) => {
  await login(page, 'teacher');
  const res = await page.request.post('/api/children', {
    data: {
      firstName: 'Theo',
      lastName: uniqueLastName('Skip'),
      dateOfBirth: '2023-08-01',
      room: 'Preschool Room',
    },
  });
  const { id } = await res.json();
  await page.goto(`/parent-invite/${id}`);
  await expect(
    page.getByText('All five consent forms must be confirmed before inviting a parent.'),
  ).toBeVisible();
  await page.getByLabel('Parent Email').fill('theo.parent@example.org');
  await page.getByLabel('Parent Phone').fill('555 010 9999');
  await page.getByRole('button', { name: 'Create Invitation' }).click();
  // The server refuses too: the page's warning is not the only guard.
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the consent forms' }).click();
  await expect(page).toHaveURL(new RegExp(`/consent-confirmation/${id}$`));
});

test('an unknown child on a step page says it is not found', async ({ page }) => {
  await login(page, 'director', '/consent-confirmation/999999');
  await expect(page.getByRole('heading', { name: 'Child not found' })).toBeVisible();
});
