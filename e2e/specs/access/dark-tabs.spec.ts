import { expect, login, test } from '../../fixtures.ts';

// Issue 16's walk: in the dark theme the selected segmented tab could not be told from the
// others. The parent's theme is 'system' (the demo's default), so a dark system is dark.
test('in the dark theme the selected billing tab stands out from the others', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await login(page, 'parent');
  await page.getByRole('link', { name: 'Billing & Payments' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const selected = page.getByRole('tab', { name: 'Billing and Payments' });
  const other = page.getByRole('tab', { name: 'Tax Documents' });
  await expect(selected).toHaveAttribute('aria-selected', 'true');

  const look = (tab: typeof selected) =>
    tab.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        background: style.backgroundColor,
        listBackground: getComputedStyle(el.parentElement!).backgroundColor,
        weight: Number(style.fontWeight),
        border: style.boxShadow,
      };
    });
  const on = await look(selected);
  const off = await look(other);
  expect(on.background).not.toBe(on.listBackground);
  expect(on.weight).toBeGreaterThan(off.weight);
  expect(on.border).not.toBe(off.border);

  await other.click();
  await expect(other).toHaveAttribute('aria-selected', 'true');
  expect((await look(other)).weight).toBeGreaterThan((await look(selected)).weight);
});
