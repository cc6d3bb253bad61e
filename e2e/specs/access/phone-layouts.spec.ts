import type { Locator, Page } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';
import { DashboardPage } from '../../pages/dashboard-page.ts';
import { uniqueLastName } from '../../pages/enrolment-forms.ts';
import { ParentDashboardPage } from '../../pages/parent-dashboard-page.ts';
import { enrolledChild, ParentManagementPage } from '../../pages/parent-management-page.ts';

// Issue 16: at 390 px every table is a list of cards, nothing is wider than the phone, and
// the day's actions are touch targets of at least 44 px.
const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

/** Nothing sticks out sideways: the page does not scroll horizontally. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, wide } = await page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    // For the failure message: the outermost elements that reach past the right edge.
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > limit + 0.5)
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= limit)
      .slice(0, 10)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} (${el.textContent?.slice(0, 40)})`);
    return { scrollWidth: document.documentElement.scrollWidth, wide };
  });
  expect(scrollWidth, `wider than the phone: ${wide.join(' | ')}`).toBeLessThanOrEqual(phone.width);
}

/** Each button visible, at least 44 px tall and wholly on the screen. */
async function expectThumbSized(page: Page, buttons: Locator) {
  const boxes = await buttons.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return {
        name: el.getAttribute('aria-label'),
        height: r.height,
        left: r.left,
        right: r.right,
      };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.height, `${box.name} height`).toBeGreaterThanOrEqual(44);
    expect(box.left, `${box.name} left edge`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${box.name} right edge`).toBeLessThanOrEqual(phone.width);
  }
}

test('the staff dashboard shows today’s attendance as cards with 44 px Check In buttons', async ({
  page,
}) => {
  await login(page, 'director');
  const lastName = uniqueLastName('Phone');
  const name = `Ines ${lastName}`;
  const childId = await enrolledChild(page, 'Ines', lastName);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();

  const cards = page.getByRole('list', { name: /attendance of active children/ });
  await expect(cards.getByRole('article').first()).toBeVisible();
  await expect(dashboard.attendanceTable()).toBeHidden();
  await expectNoSidewaysScroll(page);
  // Every child's Check In or Check Out (not the Quick Actions' 'Check In/Out').
  await expectThumbSized(page, page.getByRole('button', { name: /^Check (In|Out) \S/ }));

  await dashboard.search(lastName);
  const card = cards.getByRole('article', { name });
  await expect(card).toContainText('Preschool Room');
  await expect(card).toContainText('Not checked in');
  await expect(card).toContainText('Absent');
  const checkIn = card.getByRole('button', { name: `Check In ${name}` });
  await expect(checkIn).toBeVisible();
  await expectThumbSized(page, checkIn);
  await expectNoSidewaysScroll(page);

  // The card's button opens the Check In/Out dialog for that child.
  await checkIn.click();
  const dialog = page.getByRole('dialog', { name: 'Check In/Out' });
  await expect(dialog.getByLabel('Child')).toHaveValue(String(childId));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Parent Management shows accounts and invitations as cards on a phone', async ({ page }) => {
  await login(page, 'director');
  const email = `phone${Date.now()}@example.org`;
  const created = await page.request.post('/api/parent-invitations', {
    data: { email, phoneNumber: '(555) 390-0844' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const pm = new ParentManagementPage(page);
  await pm.goto();

  const accounts = page.getByRole('list', { name: 'Parent accounts' });
  await expect(accounts.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await pm.tab('Invitations').click();
  const invitation = page
    .getByRole('list', { name: 'Parent invitations' })
    .getByRole('article', { name: email });
  await expect(invitation).toContainText('Pending');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectThumbSized(page, invitation.getByRole('button'));
  await expectNoSidewaysScroll(page);
});

test('the parent dashboard fits a phone', async ({ page }) => {
  await login(page, 'parent');
  await new ParentDashboardPage(page).expectLoaded();
  await expectNoSidewaysScroll(page);
});
