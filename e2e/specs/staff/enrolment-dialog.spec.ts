import { expect, login, test } from '../../fixtures.ts';
import { ChildrenPage } from '../../pages/children-page.ts';
import { EnrolmentForms, uniqueLastName } from '../../pages/enrolment-forms.ts';

// Whole flows, several pages each.
test.slow();

test('enrols a child through the dashboard dialog, doing the same real work', async ({ page }) => {
  const lastName = uniqueLastName('Dialog');
  const name = `Leo ${lastName}`;
  await login(page, 'teacher');
  await page.getByRole('button', { name: 'Enroll New Child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enroll New Child' });
  const forms = new EnrolmentForms(dialog);
  await expect(dialog).toHaveAccessibleDescription('Step 1 of 3: Child Information');

  await forms.fillChildInfo({
    firstName: 'Leo',
    lastName,
    dateOfBirth: '2025-12-01',
    room: 'Infant Room',
  });
  await dialog.getByRole('button', { name: 'Continue to Consent Forms' }).click();

  await expect(dialog).toHaveAccessibleDescription(`Step 2 of 3: Consent Forms for ${name}`);
  const next = dialog.getByRole('button', { name: 'Continue to Parent Invitation' });
  await expect(next).toBeDisabled();
  await forms.confirmAllConsents();
  await next.click();

  await expect(dialog).toHaveAccessibleDescription(`Step 3 of 3: Parent Invitation for ${name}`);
  await forms.fillInvitation('leo.parent@example.org', '(555) 010-4455');
  await dialog.getByRole('button', { name: 'Create Invitation' }).click();
  await expect(page.getByText('Child Enrolled Successfully', { exact: true })).toBeVisible();
  await forms.expectRegistrationLink();

  // Without clipboard access the link must be copied by hand, and the page says so.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copy Failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please manually copy the registration link.', { exact: true }),
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Opened again, it starts over at step 1.
  await page.getByRole('button', { name: 'Enroll New Child' }).click();
  await expect(dialog).toHaveAccessibleDescription('Step 1 of 3: Child Information');
  await expect(dialog.getByLabel('First Name')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const children = new ChildrenPage(page);
  await children.goto();
  await children.search(lastName);
  await expect(children.card(name)).toBeVisible();
  await expect(children.card(name).getByText('(555) 010-4455')).toBeVisible();
  const profile = await children.view(name);
  // The enrolment's parent e-mail (the Guardians section names it too, invited).
  await expect(profile.getByText('leo.parent@example.org', { exact: true })).toBeVisible();
});

test('closing the dialog midway resets it to step 1', async ({ page }) => {
  const lastName = uniqueLastName('Midway');
  await login(page, 'director');
  await page.getByRole('button', { name: 'Enroll New Child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enroll New Child' });
  await new EnrolmentForms(dialog).fillChildInfo({
    firstName: 'Ada',
    lastName,
    dateOfBirth: '2024-01-15',
    room: 'Toddler Room',
  });
  await dialog.getByRole('button', { name: 'Continue to Consent Forms' }).click();
  await expect(dialog).toHaveAccessibleDescription(
    `Step 2 of 3: Consent Forms for Ada ${lastName}`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Enroll New Child' }).click();
  await expect(dialog).toHaveAccessibleDescription('Step 1 of 3: Child Information');
});
