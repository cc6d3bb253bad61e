import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';
import { billingOf, familyWithGuardians } from '../../pages/billing-family.ts';
import { centreToday } from '../../pages/centre-clock.ts';

// Issue 13, the parents' side, on a separated family of its own (two guardians, 60/40):
// invoices issued by a director's run, each payer seeing only their own share, a payment
// recorded by the director reaching the parent's balance and history, and the parent's
// PDFs (an invoice, the year-end statement).

const isPdf = async (download: Download) =>
  (await readFile(await download.path())).subarray(0, 5).toString() === '%PDF-';

test('a separated family: each payer sees their own share; a payment reaches the parent; PDFs download', async ({
  page,
  browser,
}) => {
  test.slow(); // a family registered, a job run twice, three browsers, two scans
  await login(page, 'director');
  const { lastName, guardians } = await familyWithGuardians(page, browser, ['Sarah', 'Ryan']);
  const [sarah, ryan] = guardians as [(typeof guardians)[0], (typeof guardians)[0]];

  // Registered a minute ago: no invoice yet, so nothing says Paid; the card says when the
  // first invoice comes and for how much (the week and the registration fee).
  await sarah.page.goto('/parent-dashboard?view=billing');
  const fresh = sarah.page.getByRole('region', { name: /^Your Subscription/ });
  await expect(fresh.getByText('No invoice yet', { exact: true })).toBeVisible();
  await expect(
    fresh.getByText(
      /^Your first invoice, for \$500\.00 including the \$150\.00 registration fee, comes on /,
    ),
  ).toBeVisible();
  await expect(sarah.page.getByText(/^Nothing is due yet\./)).toBeVisible();
  await expect(sarah.page.getByText('Paid', { exact: true })).toHaveCount(0);
  await expect(sarah.page.getByText('Total due', { exact: true })).toHaveCount(0);

  // The director splits the family 60/40 and issues this week's invoices.
  const [sarahPayer] = (await billingOf(sarah)).payers;
  const [ryanPayer] = (await billingOf(ryan)).payers;
  expect(sarahPayer!.accountId).toBe(ryanPayer!.accountId);
  const shares = await page.request.put(`/api/billing/accounts/${sarahPayer!.accountId}/shares`, {
    data: {
      shares: [
        { payerId: sarahPayer!.payer.id, shareBasisPoints: 6000 },
        { payerId: ryanPayer!.payer.id, shareBasisPoints: 4000 },
      ],
    },
  });
  expect(shares.status()).toBe(200);
  const run = await page.request.post('/api/billing/invoicing-runs', {
    data: { cycle: 'weekly', date: centreToday() },
  });
  expect(run.status()).toBe(202);
  await expect
    .poll(async () => (await billingOf(sarah)).payers[0]!.openInvoices.length, { timeout: 30_000 })
    .toBe(1);
  const [sarahInvoice] = (await billingOf(sarah)).payers[0]!.openInvoices;
  const [ryanInvoice] = (await billingOf(ryan)).payers[0]!.openInvoices;
  // 60 % of the week's 350.00 and of the 150.00 registration fee; 40 % of each.
  expect([sarahInvoice!.totalCents, ryanInvoice!.totalCents]).toEqual([30000, 20000]);

  // Sarah sees her share, her invoice and nothing of Ryan's.
  await sarah.page.goto('/parent-dashboard?view=billing');
  const balance = sarah.page.getByRole('region', { name: /^Your Subscription/ });
  // The balance leads the card (the open invoice below repeats the amount).
  await expect(balance.getByText('$300.00', { exact: true }).first()).toBeVisible();
  await expect(balance.getByText('60%', { exact: true })).toBeVisible();
  await expect(balance.getByText('$210.00/week', { exact: true })).toBeVisible();
  const invoiceRow = balance.getByRole('listitem', { name: `Invoice ${sarahInvoice!.number}` });
  await expect(invoiceRow.getByText('Pending', { exact: true })).toBeVisible();
  await expect(sarah.page.getByText(ryanInvoice!.number)).toHaveCount(0);

  // Her invoice as a PDF.
  const [invoicePdf] = await Promise.all([
    sarah.page.waitForEvent('download'),
    invoiceRow.getByRole('button', { name: `Download invoice ${sarahInvoice!.number}` }).click(),
  ]);
  expect(invoicePdf.suggestedFilename()).toBe(`invoice-${sarahInvoice!.number}.pdf`);
  expect(await isPdf(invoicePdf)).toBe(true);

  // Ryan sees his 40 %, and the server refuses him Sarah's records as if they did not exist.
  await ryan.page.goto('/parent-dashboard?view=billing');
  const ryanBalance = ryan.page.getByRole('region', { name: /^Your Subscription/ });
  await expect(ryanBalance.getByText('$200.00', { exact: true }).first()).toBeVisible();
  await expect(ryanBalance.getByText('40%', { exact: true })).toBeVisible();
  await expect(ryan.page.getByText(sarahInvoice!.number)).toHaveCount(0);
  for (const path of [
    `/api/billing/payers/${sarahPayer!.payer.id}`,
    `/api/billing/payers/${sarahPayer!.payer.id}/invoices`,
    sarahInvoice!.pdfPath,
  ])
    expect((await ryan.context.request.get(path)).status(), path).toBe(404);

  // The director records Sarah's check on the family's account page; her balance and
  // history change, Ryan's do not.
  await page.goto(`/billing/accounts/${sarahPayer!.accountId}`);
  await page
    .getByRole('button', { name: `Record a payment from Sarah ${lastName}`, exact: true })
    .click();
  const pay = page.getByRole('dialog', { name: 'Record Payment' });
  await pay.getByLabel('Amount ($)').fill('300');
  await pay.getByLabel('Method').selectOption('check');
  await pay.getByLabel('Check number').fill('1042');
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(
    page.getByText(`Payment of $300.00 recorded for Sarah ${lastName}`, { exact: true }),
  ).toBeVisible();
  await sarah.page.reload();
  await expect(balance.getByText('$0.00', { exact: true })).toBeVisible();
  await expect(balance.getByText('Nothing to pay right now')).toBeVisible();
  const history = sarah.page.getByRole('region', { name: 'Payment history' });
  await expect(history.getByText('Check no. 1042', { exact: false })).toBeVisible();
  await expect(history.getByText(`Paid: ${sarahInvoice!.number} ($300.00)`)).toBeVisible();
  const invoices = sarah.page.getByRole('region', { name: 'Invoices' });
  await expect(
    invoices
      .getByRole('listitem', { name: `Invoice ${sarahInvoice!.number}` })
      .getByText('Paid', { exact: true }),
  ).toBeVisible();
  await ryan.page.reload();
  await expect(ryanBalance.getByText('$200.00', { exact: true }).first()).toBeVisible();
  await expect(ryan.page.getByText('Check no. 1042', { exact: false })).toHaveCount(0);

  // The year's statements; Sarah's is in her Tax Documents tab, and downloads.
  const year = Number(centreToday().slice(0, 4));
  const statements = await page.request.post('/api/billing/statements', {
    data: { taxYear: year },
  });
  expect(statements.status()).toBe(202);
  await sarah.page.getByRole('tab', { name: 'Tax Documents' }).click();
  await expect(sarah.page).toHaveURL(/tab=tax-documents/);
  const statement = sarah.page
    .getByRole('article')
    .filter({ hasText: `Year-End Statement ${year}` })
    .first();
  await expect(async () => {
    await sarah.page.reload();
    await expect(statement).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 75_000 });
  const [statementPdf] = await Promise.all([
    sarah.page.waitForEvent('download'),
    statement.getByRole('button', { name: /^Download/ }).click(),
  ]);
  expect(statementPdf.suggestedFilename()).toMatch(/^year-end-statement-\d{4}(-v\d+)?\.pdf$/);
  expect(await isPdf(statementPdf)).toBe(true);
  for (const guardian of guardians) await guardian.context.close();
});
