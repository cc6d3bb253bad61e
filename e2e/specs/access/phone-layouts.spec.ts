import type { Locator, Page } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';
import { say } from '../../languages.ts';
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

// Issue 16's walk: at 390 px the stat cards squeezed their labels and figures ('Active
// Subscriptions' in Parent Management) past their boxes. Every page that shows stat cards:
// the cards' own text and figures stay inside them, in English and in German (whose long
// compounds are the hardest test), and the summary lists are two cards to a row.

/**
 * Nothing in a stat card reaches past its edges, and no text is wider than the element that
 * holds it (a word that would not wrap, a figure cut off).
 */
async function expectStatCardsFit(cards: Locator, count: number) {
  await expect(cards).toHaveCount(count);
  await expect(cards.first()).toBeVisible();
  const problems = await cards.evaluateAll((els) =>
    els.flatMap((card) => {
      const box = card.getBoundingClientRect();
      const name = (card.textContent ?? '').trim().slice(0, 40);
      const found: string[] = [];
      if (card.scrollWidth > card.clientWidth + 1) found.push(`${name}: wider inside than its box`);
      for (const el of card.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        const text = (el.textContent ?? '').trim().slice(0, 40) || el.tagName.toLowerCase();
        if (
          r.left < box.left - 0.5 ||
          r.right > box.right + 0.5 ||
          r.top < box.top - 0.5 ||
          r.bottom > box.bottom + 0.5
        )
          found.push(`${name}: '${text}' sticks out of the card`);
        if (el instanceof HTMLElement && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
          found.push(`${name}: '${text}' is wider than its box`);
      }
      return found;
    }),
  );
  expect(problems).toEqual([]);
}

/** A summary list's cards, two to a row: the first two side by side, the third below. */
async function expectTwoPerRow(cards: Locator) {
  const tops = await cards.evaluateAll((els) =>
    els.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().top)),
  );
  expect(tops[1]).toBe(tops[0]);
  expect(tops[2]).toBeGreaterThan(tops[0]!);
}

const summary = (page: Page, name: string) =>
  page.getByRole('list', { name, exact: true }).getByRole('listitem');

/** The staff pages with stat cards, in a language: each page's cards and how many. */
function staffStatCards(language: 'en' | 'de') {
  const list = (id: string) => (page: Page) => summary(page, say(language, id));
  return [
    {
      path: '/dashboard',
      cards: (page: Page) =>
        page.getByRole('region', {
          name: new RegExp(
            `^(${['totalChildren', 'presentToday', 'staffOnDuty', 'pendingReports']
              .map((k) => say(language, `dashboard.stat.${k}`))
              .join('|')})$`,
          ),
        }),
      count: 4,
      twoPerRow: false,
    },
    { path: '/children', cards: list('children.stats.label'), count: 4, twoPerRow: true },
    { path: '/staff', cards: list('staffManagement.stats.label'), count: 4, twoPerRow: true },
    {
      path: '/parent-management',
      cards: list('parentManagement.stats.label'),
      count: 4,
      twoPerRow: true,
    },
    {
      path: '/tax-documents-management',
      cards: list('taxDocumentsManagement.stats.label'),
      count: 4,
      twoPerRow: true,
    },
    {
      path: '/gallery-management',
      cards: list('galleryManagement.stats.label'),
      count: 3,
      twoPerRow: true,
    },
  ];
}

/** The parent pages with stat cards. */
function parentStatCards(language: 'en' | 'de') {
  return [
    {
      path: '/parent-dashboard',
      cards: (page: Page) =>
        page
          .getByRole('region', { name: say(language, 'parentDashboard.familyStatistics') })
          .locator(':scope > *'),
      count: 4,
      twoPerRow: false,
    },
    {
      path: '/parent-dashboard?view=tax-documents',
      cards: (page: Page) => summary(page, say(language, 'parentTaxDocuments.stats.label')),
      count: 3,
      twoPerRow: true,
    },
  ];
}

/**
 * Shows this page in a language without touching the account's saved settings (other tests
 * sign in as the same people, and some change their language for a while): the settings the
 * page reads say `language`, whether it asks the API for them or finds them in the page
 * (decision 029: a first screen's page carries its first answers).
 */
async function readIn(page: Page, language: 'en' | 'de') {
  await page.route('**/api/settings', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const settings = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...settings, language } });
  });
  await page.route(
    (url) => !/^\/(api|assets|uploads|icons)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /("\/api\/settings",\{"body":\{[^}]*"language":")[a-z]+"/,
        `$1${language}"`,
      );
      await route.fulfill({ response, body });
    },
  );
}

test.describe('stat cards', () => {
  // The staff app's service worker would fetch the settings itself, out of page.route's sight.
  test.use({ serviceWorkers: 'block' });

  for (const language of ['en', 'de'] as const) {
    test(`staff stat cards keep their labels and figures inside them at 390 px (${language})`, async ({
      page,
    }) => {
      await readIn(page, language);
      await login(page, 'director');
      for (const { path, cards, count, twoPerRow } of staffStatCards(language)) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expectStatCardsFit(cards(page), count);
          if (twoPerRow) await expectTwoPerRow(cards(page));
          await expectNoSidewaysScroll(page);
        });
      }
    });

    test(`parent stat cards keep their labels and figures inside them at 390 px (${language})`, async ({
      page,
    }) => {
      await readIn(page, language);
      await login(page, 'parent');
      for (const { path, cards, count, twoPerRow } of parentStatCards(language)) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expectStatCardsFit(cards(page), count);
          if (twoPerRow) await expectTwoPerRow(cards(page));
          await expectNoSidewaysScroll(page);
        });
      }
    });
  }

  test('on a desktop the stat cards are as before: four to a row, icon beside the label', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await readIn(page, 'en');
    await login(page, 'director');
    await new ParentManagementPage(page).goto();
    const cards = summary(page, 'Family summary');
    await expectStatCardsFit(cards, 4);
    const tops = await cards.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    // The icon's tile and the texts share a line: the label starts to the icon's right.
    const [icon, label] = await cards
      .first()
      .evaluate((card) =>
        [card.querySelector('svg')!.parentElement!, card.querySelector('p')!].map((el) =>
          el.getBoundingClientRect(),
        ),
      );
    expect(label!.left).toBeGreaterThan(icon!.right);
    expect(label!.top).toBeLessThan(icon!.bottom);
  });
});
