import { type Page, expect } from '@playwright/test';

/** Staff /parent-management: tabs, the Invite Parent dialog and the two tables. */
export class ParentManagementPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/parent-management');
    await expect(
      this.page.getByRole('heading', { name: 'Parent Management', level: 1 }),
    ).toBeVisible();
  }

  tab = (name: 'Parent Accounts' | 'Invitations') => this.page.getByRole('tab', { name });

  /** The invitations table row of one e-mail. */
  invitationRow = (email: string) => this.page.getByRole('row').filter({ hasText: email });

  accountRow = (text: string) => this.page.getByRole('row').filter({ hasText: text });

  dialog = () => this.page.getByRole('dialog', { name: 'Invite Parent' });

  async invite(child: string, email: string, phone: string) {
    await this.page.getByRole('button', { name: 'Invite Parent' }).click();
    const dialog = this.dialog();
    await dialog.getByLabel('Child').selectOption({ label: child });
    await dialog.getByLabel('Parent Email').fill(email);
    await dialog.getByLabel('Parent Phone').fill(phone);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  }
}

/** A child enrolled with all five consents, through the API the enrolment pages use. */
export async function enrolledChild(page: Page, firstName: string, lastName: string) {
  const res = await page.request.post('/api/children', {
    data: { firstName, lastName, dateOfBirth: '2023-04-12', room: 'Preschool Room' },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const consents = await page.request.post(`/api/children/${id}/consents`, {
    data: {
      forms: [
        'enrollment_application',
        'medical_immunization',
        'emergency_contact',
        'photo_video_release',
        'pickup_authorization',
      ],
    },
  });
  expect(consents.ok()).toBe(true);
  return id;
}
