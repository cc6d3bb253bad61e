import { expect, type Page } from '@playwright/test';

/** The staff dashboard (/ and /dashboard), as a person finds its parts. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard');
    await expect(
      this.page.getByRole('heading', { name: 'Welcome to Staff Dashboard', level: 1 }),
    ).toBeVisible();
  }

  /** A stat card, named by its heading (Total Children, Present Today, ...). */
  statCard = (title: string) => this.page.getByRole('region', { name: title, exact: true });

  attendanceTable = () => this.page.getByRole('table', { name: /attendance/i });
  search = (text: string) => this.page.getByLabel('Search children').fill(text);
  roomFilter = () => this.page.getByLabel('Room', { exact: true });
  filterRoom = (label: string) => this.roomFilter().selectOption({ label });
  row = (childName: string) =>
    this.attendanceTable().getByRole('row').filter({ hasText: childName });

  /** A room in the Live Ratios card. */
  ratioRoom = (room: string) =>
    this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: room, exact: true, level: 3 }) });
  ratioAlert = () => this.page.getByRole('alert').filter({ hasText: /out of ratio/ });

  async setRatio(room: string, childrenPerStaff: string) {
    await this.page.getByRole('button', { name: `Edit ratio for ${room}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Edit ratio: ${room}` });
    await dialog.getByLabel('Children per staff member').fill(childrenPerStaff);
    await dialog.getByRole('button', { name: 'Save Ratio' }).click();
    return dialog;
  }
}

/** A child of our own, enrolled through the API, so a test never depends on others' data. */
export async function enrolChild(
  page: Page,
  child: { firstName: string; lastName: string; room: string; dateOfBirth: string },
): Promise<number> {
  const res = await page.request.post('/api/children', { data: child });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  // Step 2: with every consent form recorded the child is enrolled, not a draft.
  const consents = await page.request.post(`/api/children/${id}/consents`, {
    data: { forms: allConsentForms },
  });
  expect(consents.ok(), await consents.text()).toBe(true);
  return id;
}

export const allConsentForms = [
  'enrollment_application',
  'medical_immunization',
  'emergency_contact',
  'photo_video_release',
  'pickup_authorization',
];

export async function checkIn(page: Page, childId: number) {
  const res = await page.request.post('/api/attendance', {
    data: { childId, checkInBy: 'Staff Member' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A date of birth `days` before today, as YYYY-MM-DD. */
export const bornDaysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
