import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { accounts, demoPassword } from '../fixtures.ts';
import { uniqueLastName } from './enrolment-forms.ts';

export type NewCamera = {
  name: string;
  location: string;
  ipAddress: string;
  username: string;
  password: string;
};

/** Staff Camera Monitoring (/cameras): the grid's cards, the camera dialog, the viewing log. */
export class CamerasPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/cameras');
    await expect(
      this.page.getByRole('heading', { name: 'Camera Monitoring', level: 1 }),
    ).toBeVisible();
  }

  card = (name: string) => this.page.getByRole('article', { name });
  dialog = (name: 'Add Camera' | 'Edit Camera') => this.page.getByRole('dialog', { name });
  tab = (name: 'Cameras' | 'Viewing log') => this.page.getByRole('tab', { name });
  viewingLog = () => this.page.getByRole('table', { name: 'Viewing log' });

  /** Fills Add Camera (no port: the protocol's default; no room: staff only) and saves it. */
  async add(camera: NewCamera) {
    await this.page.getByRole('button', { name: 'Add Camera' }).first().click();
    const dialog = this.dialog('Add Camera');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Name', { exact: true }).fill(camera.name);
    await dialog.getByLabel('Location', { exact: true }).fill(camera.location);
    await dialog.getByLabel('IP Address', { exact: true }).fill(camera.ipAddress);
    await dialog.getByLabel('Username', { exact: true }).fill(camera.username);
    await dialog.getByLabel('Password', { exact: true }).fill(camera.password);
    await dialog.getByRole('button', { name: 'Add Camera' }).click();
    return dialog;
  }
}

/** A time of day on the centre's clock (America/New_York), as minutes since midnight. */
function centreMinutesNow(): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return part('hour') * 60 + part('minute');
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Two hours either side of now on the centre's clock, within the day. */
/**
 * The countdown a parent's new viewing session starts at: 30 minutes, or less when the
 * centre closes sooner (hoursAroundNow cannot open past midnight: late in the centre's day,
 * closing is at 23:59 and the session ends then).
 */
export function freshCountdown(): RegExp {
  const untilClosing = Math.min(23 * 60 + 59, centreMinutesNow() + 120) - centreMinutesNow();
  return untilClosing > 31 ? /^(30:00|29:[0-5]\d)$/ : /^[0-3]\d:[0-5]\d$/;
}

export function hoursAroundNow() {
  const now = centreMinutesNow();
  return {
    openingTime: hhmm(Math.max(0, now - 120)),
    closingTime: hhmm(Math.min(23 * 60 + 59, now + 120)),
  };
}

export type CameraFamily = {
  childId: number;
  parentName: string;
  email: string;
  password: string;
};

/**
 * A director's API session in a browser context of its own: it builds a family nobody else
 * knows (the demo children may have gone home already on the real clock), checks the child
 * in and out, and sets the centre's opening hours.
 */
export async function directorSession(browser: Browser) {
  const context: BrowserContext = await browser.newContext();
  const request = context.request;
  const signedIn = await request.post('/api/auth/staff/login', {
    data: { email: accounts.director.email, password: demoPassword },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);

  const ok = async (res: Awaited<ReturnType<typeof request.post>>, status = 200) => {
    expect(res.status(), await res.text()).toBe(status);
    return res.json() as Promise<Record<string, unknown>>;
  };

  return {
    context,
    /** A Toddler Room child with all consents, and their parent's account registered. */
    async family(): Promise<CameraFamily> {
      const lastName = uniqueLastName('Camera');
      const child = await ok(
        await request.post('/api/children', {
          data: { firstName: 'Mila', lastName, dateOfBirth: '2023-03-14', room: 'Toddler Room' },
        }),
        201,
      );
      const childId = child.id as number;
      await ok(
        await request.post(`/api/children/${childId}/consents`, {
          data: {
            forms: [
              'enrollment_application',
              'medical_immunization',
              'emergency_contact',
              'photo_video_release',
              'pickup_authorization',
            ],
          },
        }),
      );
      const email = `${lastName.toLowerCase()}@example.com`;
      const invitation = await ok(
        await request.post('/api/parent-invitations', {
          data: { email, phoneNumber: '(555) 201-3344', childId },
        }),
        201,
      );
      // Registering signs the new parent in: in a context of its own, closed at once.
      const password = 'Parent-e2e-pass';
      const newcomer = await browser.newContext();
      try {
        await ok(
          await newcomer.request.post('/api/parent-accounts/register', {
            data: {
              firstName: 'Casey',
              lastName,
              email,
              phoneNumber: '(555) 201-3344',
              address: '12 Elm Street, Springfield',
              emergencyContactName: 'Jordan Lee',
              emergencyContactPhone: '(555) 201-9988',
              password,
              confirmPassword: password,
              invitationCode: invitation.invitationCode,
            },
          }),
          201,
        );
      } finally {
        await newcomer.close();
      }
      return { childId, parentName: `Casey ${lastName}`, email, password };
    },
    async checkIn(childId: number) {
      await ok(
        await request.post('/api/attendance', { data: { childId, checkInBy: 'Staff Member' } }),
      );
    },
    async checkOut(childId: number) {
      await ok(
        await request.post('/api/attendance', { data: { childId, checkOutBy: 'Staff Member' } }),
      );
    },
    async setHours(hours: { openingTime: string; closingTime: string }) {
      await ok(await request.put('/api/centre/hours', { data: hours }));
    },
  };
}

/** Signs a parent in through /parent-login with their own e-mail and password. */
export async function parentSignIn(page: Page, email: string, password: string) {
  await page.goto('/parent-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
}
