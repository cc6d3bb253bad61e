import type { Page } from '@playwright/test';
import { type AccountName, expect, expectAccessible, login, test } from '../../fixtures.ts';

/**
 * One walk through every screen of both portals, and the dialogs and menus each screen opens,
 * with an accessibility scan at each stop, in the light theme and in the dark one (contrast).
 * Each screen loads once; its dialogs open one after the other on it. No stop depends on
 * what another did, so they share both workers.
 */
test.describe.configure({ mode: 'parallel' });

type Opener = {
  button: string | RegExp;
  shows: { role: 'dialog' | 'alertdialog' | 'menu'; name?: string };
  /** What a person does first for the button to show. */
  reveal?: (page: Page) => Promise<void>;
};
type Stop = {
  who?: AccountName;
  path: string | ((page: Page) => Promise<string>);
  open?: Opener[];
};

const dialog = (button: string | RegExp, name: string): Opener => ({
  button,
  shows: { role: 'dialog', name },
});

const firstChildId = async (page: Page) =>
  ((await (await page.request.get('/api/children')).json()) as { id: number }[])[0]!.id;
/** The first child's profile, unless it is open already (its own dialogs open over it). */
const openProfile = async (page: Page) => {
  const profile = page.getByRole('dialog', { name: 'Child Profile' });
  if ((await profile.count()) === 0)
    await page
      .getByRole('button', { name: /^View / })
      .first()
      .click();
  await expect(profile).toBeVisible();
};
/**
 * The family's pick-up list with a person who has a phone (the demo has nobody on it): one is
 * added to each of the parent's children, and the page read again.
 */
const withPersonOnList = async (page: Page) => {
  if ((await page.getByRole('button', { name: /^Give .+ a kiosk PIN$/ }).count()) > 0) return;
  const children = (await (await page.request.get('/api/children')).json()) as { id: number }[];
  for (const { id } of children) {
    const res = await page.request.post(`/api/children/${id}/pickup/people`, {
      data: { name: 'Rosa Patel', relationship: 'grandmother', phone: '(555) 310-4444' },
    });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByRole('button', { name: /^Give .+ a kiosk PIN$/ }).first()).toBeVisible();
};
/** A dialog opened from the Child Profile (decisions 061, 062): the profile is opened first. */
const fromChildProfile = (opener: Opener): Opener => ({ ...opener, reveal: openProfile });
/**
 * The room's day with its children here selected: the first room's first child is checked in
 * first when nobody is (early in the day), and the page read again.
 */
const selectPresentChildren = async (page: Page) => {
  const [room] = (await (await page.request.get('/api/rooms')).json()) as { id: number }[];
  const day = (await (await page.request.get(`/api/room-day?roomId=${room!.id}`)).json()) as {
    children: { id: number; present: boolean }[];
  };
  if (!day.children.some((c) => c.present)) {
    await page.request.post('/api/attendance', {
      data: { childId: day.children[0]!.id, checkInBy: 'Staff Member' },
    });
    await page.reload();
  }
  await page.getByRole('button', { name: /^All present/ }).click();
};
/** The first present child selected alone, with an entry logged for it first if it has none. */
const selectOneChildWithAnEntry = async (page: Page) => {
  await selectPresentChildren(page);
  const [room] = (await (await page.request.get('/api/rooms')).json()) as { id: number }[];
  const day = (await (await page.request.get(`/api/room-day?roomId=${room!.id}`)).json()) as {
    children: { id: number; name: string; present: boolean; entries: unknown[] }[];
  };
  const child = day.children.find((c) => c.present)!;
  if (child.entries.length === 0) {
    await page.request.post('/api/room-log/entries', {
      data: { clientActionId: `a11y-${Date.now()}`, childIds: [child.id], kind: 'napStart' },
    });
    await page.reload();
  } else await page.getByRole('button', { name: /^All present/ }).click();
  await page.getByRole('button', { name: new RegExp(`^${child.name}`) }).click();
};
const firstBillingAccountId = async (page: Page) =>
  ((await (await page.request.get('/api/billing/accounts')).json()) as { id: number }[])[0]!.id;

const stops: Record<string, Stop> = {
  'staff login': { path: '/login' },
  'parent login': { path: '/parent-login' },
  'forgot password': { path: '/forgot-password?portal=parent' },
  'a password link that cannot be used': { path: '/reset-password?token=not-a-token' },
  'registration with an invalid link': { path: '/parent-register?code=not-a-code' },
  '404 page': { path: '/nowhere' },
  'staff dashboard': {
    who: 'director',
    path: '/',
    open: [
      { button: 'Staff Menu', shows: { role: 'menu' } },
      dialog(/^Messages, \d+ unread$/, 'Notifications'),
      dialog(/^Check In\/Out$/, 'Check In/Out'),
      dialog(/^Daily Report$/, 'Daily Report'),
      dialog(/^Incident Report$/, 'Incident Report'),
      dialog('Log Activity', 'Log Activity'),
      dialog('Enroll New Child', 'Enroll New Child'),
      dialog('Edit ratio for Toddler Room', 'Edit ratio: Toddler Room'),
    ],
  },
  "a teacher's dashboard": { who: 'teacher', path: '/' },
  'first-start set-up': { who: 'director', path: '/setup' },
  children: {
    who: 'director',
    path: '/children',
    open: [
      dialog(/^View /, 'Child Profile'),
      // The spec's Remove, asking for the last day and a reason (decision 061).
      { button: /^Remove /, shows: { role: 'dialog' } },
      fromChildProfile(dialog('Invite a guardian', 'Invite a guardian of')),
      fromChildProfile(dialog('Link to a sibling’s family', 'to a sibling’s family')),
      fromChildProfile({
        button: /^Remove access: /,
        shows: { role: 'alertdialog', name: 'access to' },
      }),
    ],
  },
  "a child's profile, edited and moved": {
    who: 'director',
    path: '/children',
    open: [
      { ...dialog('Edit', 'Edit Child'), reveal: openProfile },
      { ...dialog('Move to another room', 'Move to Another Room'), reveal: openProfile },
      // The profile's pick-up section (decision 065): a person added, a restriction recorded.
      fromChildProfile(dialog('Add a person', 'Add a person who may collect')),
      fromChildProfile(dialog('Record a restriction', 'must not be released to')),
    ],
  },
  'withdrawn children': {
    who: 'director',
    path: async (page) => {
      // The list's last child leaves (no other stop reads it); on a retry it has already.
      const all = (await (await page.request.get('/api/children')).json()) as { id: number }[];
      const removed = await page.request.delete(`/api/children/${all.at(-1)!.id}`);
      expect([204, 404]).toContain(removed.status());
      return '/children';
    },
    open: [
      {
        ...dialog(/^Re-enroll /, 'Re-enroll Child'),
        reveal: (page) => page.getByRole('button', { name: 'Show', exact: true }).click(),
      },
    ],
  },
  "a child's milestones": {
    who: 'director',
    path: async (page) => `/children/${await firstChildId(page)}/milestones`,
    open: [dialog(/^Record milestone/, 'Record milestone')],
  },
  'milestones by room': { who: 'director', path: '/milestones' },
  // The room's day (decision 068): its review, its settings, and a meal for the children here.
  'room day': {
    who: 'director',
    path: '/room-day',
    open: [
      dialog('Review and send', 'Review and send'),
      dialog('Day settings', 'Day settings'),
      { ...dialog(/^Meal$/, 'Meal'), reveal: selectPresentChildren },
      { ...dialog('Correct an entry', 'Correct an entry'), reveal: selectOneChildWithAnEntry },
    ],
  },
  // Health records (decision 066): the rooms' allergies, a child's record, its dialogs.
  // Immunisations: the directors' report and the schedule's editor; a dose, an exemption.
  'health by room': {
    who: 'director',
    path: '/health',
    open: [dialog('Edit schedule', 'Immunisation schedule')],
  },
  "a child's health records": {
    who: 'director',
    path: async (page) => `/children/${await firstChildId(page)}/health`,
    open: [
      dialog('Add allergy or condition', 'Add allergy or condition'),
      dialog('Record a dose', 'Record a dose'),
      dialog('Add an exemption', 'Add an exemption'),
    ],
  },
  'milestone catalogue': {
    who: 'director',
    path: '/milestones/catalogue',
    open: [
      {
        ...dialog(/^Add milestone to /, 'Add milestone'),
        reveal: (page) =>
          page
            .getByText(/^\d+ milestones$/)
            .first()
            .click(),
      },
    ],
  },
  'enrolment page': { who: 'director', path: '/enroll-child' },
  'staff management': {
    who: 'director',
    path: '/staff',
    open: [dialog('Add Staff Member', 'Add Staff Member'), dialog(/^View /, 'Staff Profile')],
  },
  'parent management': {
    who: 'director',
    path: '/parent-management',
    open: [
      dialog('Invite Parent', 'Invite Parent'),
      dialog(/^Edit /, 'Edit'),
      { button: /^Deactivate .*’s login$/, shows: { role: 'alertdialog', name: 'Deactivate' } },
    ],
  },
  cameras: { who: 'director', path: '/cameras', open: [dialog(/^Add Camera$/, 'Add Camera')] },
  gallery: {
    who: 'director',
    path: '/gallery-management',
    open: [dialog(/^Upload Photo$/, 'Upload Photo')],
  },
  'tax documents': {
    who: 'director',
    path: '/tax-documents-management',
    open: [dialog(/^Upload Document$/, 'Upload Document')],
  },
  billing: { who: 'director', path: '/billing', open: [dialog('Run invoicing', 'Run invoicing')] },
  'a billing account': {
    who: 'director',
    path: async (page) => `/billing/accounts/${await firstBillingAccountId(page)}`,
    open: [dialog(/^Record a payment from /, 'Record Payment'), dialog(/^Adjust/, 'Adjust')],
  },
  'billing settings': {
    who: 'director',
    path: '/billing/settings',
    open: [dialog('Add plan', 'Add plan')],
  },
  reports: { who: 'director', path: '/reports' },
  'staff messages': {
    who: 'director',
    path: '/messages',
    open: [dialog('New Message', 'New Message')],
  },
  'a broadcast, opened to its families': {
    who: 'director',
    path: async (page) => {
      const sent = await page.request.post('/api/messages/threads', {
        data: {
          recipients: 'all',
          subject: 'Closed on Monday',
          content: 'The centre is closed on Monday for staff training.',
          priority: 'urgent',
        },
      });
      expect(sent.status()).toBe(201);
      return `/messages?broadcast=${((await sent.json()) as { broadcastId: number }).broadcastId}`;
    },
  },
  'staff profile': { who: 'teacher', path: '/profile' },
  'staff settings': {
    who: 'director',
    path: '/settings',
    open: [
      dialog('Change Password', 'Change Password'),
      // Two-step sign-in (decision 069): the set-up, its QR code and key.
      dialog('Set up two-step sign-in', 'Set up two-step sign-in'),
      // Passkeys (decision 071): naming a new one (its Remove: staff/passkeys.spec.ts).
      dialog('Add a passkey', 'Add a passkey'),
      // The door kiosk (decision 070): opened, never confirmed (that would sign out).
      dialog('Set up this device as the door kiosk', 'Set up this device as the door kiosk'),
      // Open days and closures (decision 073): a closure's dialog, opened, never saved.
      dialog('Add Closure', 'Add a closure'),
    ],
  },
  // The door kiosk's page on a device that is not one (the paired steps: staff/kiosk.spec.ts).
  'door kiosk, not paired': { path: '/kiosk' },
  // Settings → Rooms (decision 060): the list, and each of its dialogs.
  'rooms settings': {
    who: 'director',
    path: '/settings/rooms',
    open: [
      dialog('Add Room', 'Add Room'),
      dialog('Edit Infant Room', 'Edit Room: Infant Room'),
      dialog('Archive Toddler Room', 'Archive Toddler Room?'),
    ],
  },
  "a teacher's settings": { who: 'teacher', path: '/settings' },
  'parent dashboard': {
    who: 'parent',
    path: '/parent-dashboard',
    open: [{ button: 'Parent Menu', shows: { role: 'menu' } }],
  },
  'parent messages': {
    who: 'parent',
    path: '/parent-dashboard?view=messages',
    open: [dialog('New Message', 'New Message')],
  },
  // Safe hand-over (decision 065): the family's pick-up list, passes and absences.
  'parent pick-up and absences': {
    who: 'parent',
    path: '/parent-dashboard?view=pickup',
    open: [
      dialog('Add a person', 'Add a person who may collect'),
      dialog('Give a pick-up pass', 'Pick-up pass for'),
      // A kiosk PIN for a person on the list (decision 072): opened, never given.
      {
        ...dialog(/^Give .+ a kiosk PIN$/, 'A kiosk PIN for'),
        reveal: withPersonOnList,
      },
    ],
  },
  'parent gallery': { who: 'parent', path: '/parent-dashboard?view=gallery' },
  'parent tax documents': { who: 'parent', path: '/parent-dashboard?view=tax-documents' },
  'parent milestones': { who: 'parent', path: '/parent-dashboard?view=milestones' },
  'parent health': {
    who: 'parent',
    path: '/parent-dashboard?view=health',
    open: [
      dialog('Authorise medication', 'Authorise medication for'),
      dialog('Add allergy or condition', 'Add allergy or condition'),
      dialog('Record a dose', 'Record a dose'),
      dialog('Add an exemption', 'Add an exemption'),
    ],
  },
  'parent cameras': { who: 'parent', path: '/parent-dashboard?view=cameras' },
  'parent billing': { who: 'parent', path: '/parent-dashboard?view=billing' },
  'parent checkout': { who: 'parent', path: '/parent-dashboard?view=checkout&plan=weekly' },
  'parent profile': { who: 'parent', path: '/parent-dashboard?view=profile' },
  'parent settings': {
    who: 'parent',
    path: '/parent-dashboard?view=settings',
    open: [
      dialog('Change Password', 'Change Password'),
      dialog('Set up two-step sign-in', 'Set up two-step sign-in'),
      dialog('Add a passkey', 'Add a passkey'),
      dialog('Show my door code', 'Your door code'),
    ],
  },
};

async function open(page: Page, stop: Stop) {
  if (typeof stop.path === 'string') {
    if (stop.who) await login(page, stop.who, stop.path);
    else await page.goto(stop.path);
  } else {
    // The path is made by asking the API as that person first.
    if (stop.who) await login(page, stop.who);
    await page.goto(await stop.path(page));
  }
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
}

/**
 * Scans what is on screen in the light theme, then, switched to the dark theme as the
 * device's setting (the demo accounts follow the system), its contrast: the dark theme
 * changes colours and nothing else.
 *
 * Buttons ease into the new theme's colours (`transition-colors`): on a busy machine a scan
 * could start halfway and measure colours no one sees for long. Transitions are switched off
 * for the scans (the colours they end on are the same), and what still animates, a dialog
 * fading in, is waited for before each scan, though never for long: an animation that a busy machine holds
 * back must not hang the walk (it once did, on CI, for 100 s).
 */
async function expectAccessibleInBothThemes(page: Page, within?: string) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  // A dialog fades in: scanned halfway, its text is paler than anyone reads it.
  await animationsEnded(page);
  await expectAccessible(page, within);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await animationsEnded(page);
  await expectAccessible(page, within, { only: ['color-contrast'] });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await animationsEnded(page);
}

/** Running animations that end (a spinner does not), or 3 s, whichever comes first. */
const animationsEnded = (page: Page) =>
  page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );

for (const [name, stop] of Object.entries(stops)) {
  test(name, async ({ page }) => {
    // A scan takes seconds on a busy machine; each dialog adds two.
    test.setTimeout(60_000 + 40_000 * (stop.open?.length ?? 0));
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, stop);
    await expectAccessibleInBothThemes(page);
    for (const { button, shows, reveal } of stop.open ?? []) {
      await test.step(`with its ${shows.name ?? String(button)} ${shows.role} open`, async () => {
        await reveal?.(page);
        await page.getByRole('button', { name: button }).first().click();
        const opened = page.getByRole(shows.role, shows.name ? { name: shows.name } : {});
        await expect(opened.first()).toBeVisible();
        // The screen under it was scanned already.
        await expectAccessibleInBothThemes(page, `[role="${shows.role}"]`);
        // It closes from the keyboard, as every dialog and menu must.
        await page.keyboard.press('Escape');
        await expect(opened).toHaveCount(0);
      });
    }
  });
}
