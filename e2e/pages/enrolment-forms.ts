import { type Locator, type Page, expect } from '@playwright/test';

export type ChildInfo = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  room: string;
  allergies?: string;
};

export const consentLabels = [
  'Enrollment Application Form',
  'Medical Information & Immunization Records',
  'Emergency Contact Authorization',
  'Photo & Video Release Form',
  'Pickup Authorization Form',
] as const;

/** A name no other test of the same data folder uses. */
export function uniqueLastName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/**
 * The three enrolment forms, inside the full pages or the dashboard's dialog: `scope` is the
 * page or the dialog.
 */
export class EnrolmentForms {
  constructor(private readonly scope: Page | Locator) {}

  async fillChildInfo(child: ChildInfo) {
    await this.scope.getByLabel('First Name').fill(child.firstName);
    await this.scope.getByLabel('Last Name').fill(child.lastName);
    await this.scope.getByLabel('Date of Birth').fill(child.dateOfBirth);
    await this.scope.getByLabel('Room', { exact: true }).selectOption(child.room);
    if (child.allergies)
      await this.scope.getByLabel('Allergies or Medical Conditions').fill(child.allergies);
  }

  consent = (label: string) => this.scope.getByRole('checkbox', { name: label });

  async confirmAllConsents() {
    for (const label of consentLabels) await this.consent(label).check();
  }

  async fillInvitation(email: string, phone: string) {
    await this.scope.getByLabel('Parent Email').fill(email);
    await this.scope.getByLabel('Parent Phone').fill(phone);
  }

  registrationLink = () => this.scope.getByRole('textbox', { name: 'Registration Link' });

  async expectRegistrationLink() {
    await expect(this.registrationLink()).toHaveValue(
      /^http:\/\/127\.0\.0\.1:\d+\/parent-register\?code=[A-Za-z0-9_-]{43}$/,
    );
    return this.registrationLink().inputValue();
  }
}

/** Today minus `days`, as YYYY-MM-DD in this machine's (and the browser's) time zone. */
export function daysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
