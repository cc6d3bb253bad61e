import { expect, login, test } from '../../fixtures.ts';
import { EventsCard } from '../../pages/events-card.ts';

test('a director adds an event, edits it and deletes it from the dashboard', async ({ page }) => {
  await login(page, 'director');
  const events = new EventsCard(page);
  await expect(events.card()).toBeVisible();
  // The centre's today (its time zone, not this machine's): an all-day event that day is
  // the first of the upcoming events the card shows.
  const stats = await page.request.get('/api/dashboard/stats');
  const { date } = (await stats.json()) as { date: string };
  const title = `Pajama Day ${Date.now().toString(36)}`;

  await events.add({ title, date, time: 'all day', type: 'Celebration' });
  await expect(page.getByText('Event added', { exact: true })).toBeVisible();
  await expect(events.card().getByText(title, { exact: true })).toBeVisible();
  await expect(
    events
      .card()
      .getByText(/All day/)
      .first(),
  ).toBeVisible();

  await events.editButton(title).click();
  const dialog = events.dialog('Edit Event');
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Time')).toHaveValue('All day');
  await dialog.getByLabel('Title').fill(`${title} (moved)`);
  await dialog.getByLabel('Time').fill('14:30');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Event updated', { exact: true })).toBeVisible();
  await expect(events.card().getByText(`${title} (moved)`)).toBeVisible();

  await events.editButton(`${title} (moved)`).click();
  await dialog.getByRole('button', { name: 'Delete Event' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Event deleted', { exact: true })).toBeVisible();
  await expect(events.card().getByText(`${title} (moved)`)).toBeHidden();
});

test('the event form says what is missing', async ({ page }) => {
  await login(page, 'director');
  const events = new EventsCard(page);
  await events.addButton().click();
  const dialog = events.dialog('Add Event');
  await dialog.getByLabel('Time').fill('noonish');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Date is required')).toBeVisible();
  await expect(
    dialog.getByText('Please enter a time such as 10:00 AM or 14:30, or All day'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription('Title is required');
});

test('a teacher sees upcoming events but cannot add or edit them', async ({ page }) => {
  await login(page, 'teacher');
  const events = new EventsCard(page);
  await expect(events.card().getByRole('listitem').first()).toBeVisible();
  await expect(events.addButton()).toHaveCount(0);
  await expect(events.card().getByRole('button', { name: /^Edit / })).toHaveCount(0);
});
