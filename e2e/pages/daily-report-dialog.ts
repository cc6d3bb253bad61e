import { expect, type Page } from '@playwright/test';

export type DemoChild = { id: number; firstName: string; lastName: string; parentName: string };

/** A demo child (not one a test enrolled), picked at random: reports never collide. */
export async function someDemoChild(page: Page): Promise<DemoChild> {
  const children = (await (await page.request.get('/api/children')).json()) as DemoChild[];
  const demo = children.filter((c) => !c.parentName.startsWith('TBD'));
  expect(demo.length).toBeGreaterThan(0);
  return demo[Math.floor(Math.random() * demo.length)]!;
}

/** The dashboard's Daily Report dialog. */
export class DailyReportDialog {
  constructor(private readonly page: Page) {}

  dialog = () => this.page.getByRole('dialog', { name: 'Daily Report' });

  async open() {
    await this.page.getByRole('button', { name: 'Daily Report', exact: true }).click();
    await expect(this.dialog()).toBeVisible();
    return this.dialog();
  }
}
