import type { Browser, Page } from '@playwright/test';
import { expect, login, test, type AccountName } from '../../fixtures.ts';
import { say } from '../../languages.ts';
import { MessagesScreen } from '../../pages/messages-screen.ts';

type Thread = { id: number; subject: string; unreadCount: number };

/** A person signed in in a browser of their own (no cookies shared with the other portal). */
async function signedIn(browser: Browser, who: AccountName): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, who);
  return page;
}

const unreadOf = async (page: Page) =>
  ((await (await page.request.get('/api/messages/unread-count')).json()) as { count: number })
    .count;

const threadsMatching = async (page: Page, search: string) =>
  (await (
    await page.request.get(`/api/messages/threads?search=${encodeURIComponent(search)}`)
  ).json()) as Thread[];

test('staff write to one family; that family reads, acknowledges and replies; no other family sees it', async ({
  page,
  browser,
}) => {
  test.slow(); // three people in three browsers
  const subject = `Pickup change ${Date.now()}`;
  const parent = await signedIn(browser, 'parent2');
  const parentUnreadBefore = await unreadOf(parent);

  // The director writes to Jayden's family, urgently.
  await login(page, 'director', '/messages');
  const staff = new MessagesScreen(page);
  await expect(staff.heading()).toBeVisible();
  await expect(staff.list()).toBeVisible();
  const form = await staff.startNewMessage();
  await expect(form.getByLabel('One family')).toBeChecked();
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const id of [
    'errors.messageChildRequired',
    'errors.messageSubjectRequired',
    'errors.messageContentRequired',
  ])
    await expect(form.getByText(say('en', id), { exact: true })).toBeVisible();
  await form.getByLabel('Child').selectOption({ label: 'Jayden Johnson' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Grandma Rose will collect Jayden at 4 pm today.');
  await expect(form.getByLabel('Priority')).toHaveValue('normal');
  await form.getByLabel('Priority').selectOption({ label: 'Urgent' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();
  await staff.find(subject);
  await expect(staff.card(subject).getByText('Urgent', { exact: true })).toBeVisible();
  await expect(staff.card(subject).getByText('Family: Marcus Johnson')).toBeVisible();
  await expect(staff.card(subject).getByText('Child: Jayden Johnson')).toBeVisible();
  const [sent] = await threadsMatching(page, subject);
  expect(sent).toBeDefined();
  const staffUnreadBefore = await unreadOf(page);

  // The family sees the badge, opens the thread from it, acknowledges and replies.
  await parent.reload();
  const badge = parent.getByRole('link', { name: /^Unread messages:/ });
  // Specs running beside this one may write to this family too (an incident notice): ours is
  // one of the new ones, and reading it takes exactly one off.
  const withOurs = await unreadOf(parent);
  expect(withOurs).toBeGreaterThanOrEqual(parentUnreadBefore + 1);
  await expect(badge).toHaveAccessibleName(`Unread messages: ${withOurs}`);
  await badge.click();
  await expect(parent).toHaveURL(/\/parent-dashboard\?view=messages$/);
  const family = new MessagesScreen(parent);
  await expect(family.heading()).toBeVisible();
  await expect(family.card(subject).getByText('Please confirm you have read it')).toBeVisible();
  await expect(family.card(subject).getByText('1 new', { exact: true })).toBeVisible();
  const thread = await family.open(subject);
  await expect(parent).toHaveURL(new RegExp(`view=messages&thread=${sent!.id}$`));
  await expect(thread.getByText('Grandma Rose will collect Jayden at 4 pm today.')).toBeVisible();
  await thread.getByRole('button', { name: 'I have read this' }).click();
  await expect(thread.getByText('Acknowledged', { exact: true })).toBeVisible();
  await family.reply(subject, 'Thank you, she knows the way.');
  await parent.keyboard.press('Escape');
  await expect(thread).toBeHidden();
  // Focus is back on the conversation it opened from; opening it read it: the badge drops back.
  await expect(family.threadLink(subject)).toBeFocused();
  await expect(badge).toHaveAccessibleName(`Unread messages: ${withOurs - 1}`);
  await expect(family.card(subject).getByText('Please confirm you have read it')).toHaveCount(0);

  // The centre sees the reply: one more unread, marked on the card; receipts on the message.
  await page.goto('/messages');
  await expect(
    page.getByRole('link', { name: `Messages, ${staffUnreadBefore + 1} unread` }),
  ).toBeVisible();
  await staff.find(subject);
  await expect(staff.card(subject).getByText('1 new', { exact: true })).toBeVisible();
  await expect(
    staff.card(subject).getByText('Marcus Johnson: Thank you, she knows the way.'),
  ).toBeVisible();
  const staffThread = await staff.open(subject);
  await expect(staffThread.getByText('Thank you, she knows the way.')).toBeVisible();
  await expect(staffThread.getByText(/^Marcus Johnson: read .* · confirmed /)).toBeVisible();
  await staff.reply(subject, 'Noted, thank you!');
  await page.keyboard.press('Escape');
  await expect(staffThread).toBeHidden();
  await expect(staff.threadLink(subject)).toBeFocused();
  await expect(
    page.getByRole('link', { name: `Messages, ${staffUnreadBefore} unread` }),
  ).toBeVisible();

  // The other family never sees it, by search, by list or by its address.
  const other = await signedIn(browser, 'parent');
  expect(await threadsMatching(other, subject)).toEqual([]);
  expect((await other.request.get(`/api/messages/threads/${sent!.id}`)).status()).toBe(404);
  await other.goto('/parent-dashboard?view=messages');
  const otherScreen = new MessagesScreen(other);
  await expect(otherScreen.list()).toBeVisible();
  await expect(other.getByText(subject)).toHaveCount(0);
  await otherScreen.search().fill(subject);
  await expect(other.getByText('No messages found', { exact: true })).toBeVisible();
  await other.goto(`/parent-dashboard?view=messages&thread=${sent!.id}`);
  await expect(other.getByText('This conversation was not found.')).toBeVisible();

  await parent.context().close();
  await other.context().close();
});

test('a parent writes to the centre about one child; the notification opens it for staff', async ({
  page,
  browser,
}) => {
  const subject = `Doctor visit ${Date.now()}`;
  const parent = await signedIn(browser, 'parent');
  await parent.getByRole('link', { name: 'Messages', exact: true }).click();
  const family = new MessagesScreen(parent);
  await expect(family.heading()).toBeVisible();
  const form = await family.startNewMessage();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    form.getByText(say('en', 'errors.messageChildRequired'), { exact: true }),
  ).toBeVisible();
  await form.getByLabel('Child').selectOption({ label: 'Anika Patel' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Anika has a check-up on Tuesday at 10.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(parent.getByText('Message sent', { exact: true })).toBeVisible();
  await expect(family.card(subject).getByText('Child: Anika Patel')).toBeVisible();
  await parent.context().close();

  // Staff: the bell's list links to the conversation.
  await login(page, 'teacher');
  await page.getByRole('button', { name: /^Messages, \d+ unread$/ }).click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  await notifications.getByRole('link', { name: subject }).click();
  const staff = new MessagesScreen(page);
  await expect(page).toHaveURL(/\/messages\?thread=\d+$/);
  const thread = staff.thread(subject);
  await expect(thread).toBeVisible();
  await expect(thread.getByText('Anika has a check-up on Tuesday at 10.')).toBeVisible();
  await expect(thread.getByText('Family: Priya Patel · Child: Anika Patel')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/messages$/);
  await expect(staff.list()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const fits = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

  test('both messages screens fit 390 px, list, thread and form', async ({ page, browser }) => {
    await login(page, 'teacher', '/messages');
    const staff = new MessagesScreen(page);
    await expect(staff.list()).toBeVisible();
    await fits(page);
    await staff.list().getByRole('link').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await fits(page);
    await page.keyboard.press('Escape');
    await staff.startNewMessage();
    await fits(page);

    const parent = await signedIn(browser, 'parent');
    await parent.goto('/parent-dashboard?view=messages');
    await expect(new MessagesScreen(parent).list()).toBeVisible();
    await fits(parent);
    await parent.context().close();
  });
});
