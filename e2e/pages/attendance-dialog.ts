import { expect, type Locator, type Page } from '@playwright/test';

type Child = {
  id: number;
  firstName: string;
  lastName: string;
  parentName: string;
  relationship: string;
};
type Attendance = {
  childId: number;
  checkInTime: string | null;
  checkOutTime: string | null;
  checkInBy: string | null;
  checkOutBy: string | null;
  status: string;
};

/** The dashboard's Check In/Out dialog, as a person works it. */
export class CheckInOutDialog {
  constructor(private readonly page: Page) {}

  dialog = () => this.page.getByRole('dialog', { name: 'Check In/Out' });

  async open() {
    await this.page.getByRole('button', { name: 'Check In/Out', exact: true }).click();
    await expect(this.dialog()).toBeVisible();
    return this.dialog();
  }

  async record(childName: string, action: 'Check In' | 'Check Out', performer: string) {
    const dialog = await this.open();
    await dialog.getByLabel('Child').selectOption({ label: childName });
    await dialog.getByRole('radio', { name: action }).check();
    if (action === 'Check Out') await collector(dialog, performer).check();
    else await dialog.getByLabel('Performed by').selectOption({ label: performer });
    await dialog.getByRole('button', { name: `Confirm ${action}` }).click();
  }
}

/**
 * At a check-out, the person collecting the child on the pick-up list (decision 065): its
 * radio is named by the person's name, then what they are to the child.
 */
export function collector(dialog: Locator, performer: string) {
  const name = performer.replace(/\s*\([^)]*\)$/, '');
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return dialog
    .getByRole('group', { name: 'Who is collecting the child?' })
    .getByRole('radio', { name: new RegExp(`^${escaped}`) });
}

export const fullName = (c: Pick<Child, 'firstName' | 'lastName'>) =>
  `${c.firstName} ${c.lastName}`;

/** Today's record of one child on the centre's clock, read as the app reads it. */
export async function attendanceOf(page: Page, childId: number): Promise<Attendance | undefined> {
  const res = await page.request.get(`/api/attendance?childId=${childId}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as Attendance[])[0];
}

/**
 * A demo child nobody has checked in today: not the demo families (parent tests read their
 * day), not a child a test enrolled (their parent is still 'TBD'). Late in the day every demo
 * child may be in already: then we enrol one of our own.
 */
export async function childNotCheckedIn(page: Page): Promise<Child> {
  const children = (await (await page.request.get('/api/children')).json()) as Child[];
  const today = (await (await page.request.get('/api/attendance')).json()) as Attendance[];
  const taken = new Set(today.map((r) => r.childId));
  const free = children.filter(
    (c) =>
      !taken.has(c.id) &&
      !c.parentName.startsWith('TBD') &&
      !['Patel', 'Johnson'].includes(c.lastName),
  );
  const pick = free[Math.floor(Math.random() * free.length)];
  if (pick) return pick;
  const child = {
    firstName: 'Noor',
    lastName: `Attendance${Date.now()}`,
    room: 'Preschool Room',
    dateOfBirth: '2022-03-14',
  };
  const res = await page.request.post('/api/children', { data: child });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, ...child, parentName: 'TBD', relationship: 'parent' };
}
