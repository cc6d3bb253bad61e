import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, login, test, type AccountName } from '../../fixtures.ts';

async function signedIn(browser: Browser, who: AccountName): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, who);
  return page;
}

/** A small real PDF, written out by hand (one page, one line of text). */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function uploadDocument(
  page: Page,
  doc: { title: string; fileName: string; parent?: string },
) {
  await page.getByRole('button', { name: 'Upload Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await dialog.getByLabel('Title').fill(doc.title);
  await dialog.getByLabel('Document Type').selectOption({ label: 'Year-End Statement' });
  await expect(dialog.getByLabel('Tax Year')).toHaveValue(/^20\d\d$/);
  if (doc.parent) {
    await dialog.getByLabel('A specific parent').check();
    await dialog.getByLabel('Parent', { exact: true }).selectOption({ label: doc.parent });
  }
  await dialog.getByLabel('File').setInputFiles({
    name: doc.fileName,
    mimeType: 'application/pdf',
    buffer: pdf(doc.title),
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Tax document uploaded successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a global and a parent-specific document reach exactly the right parents and download as PDFs', async ({
  page,
  browser,
}) => {
  test.slow(); // three people in three browsers
  const stamp = Date.now();
  const global = `Centre tax ID letter ${stamp}`;
  const own = `Patel statement ${stamp}`;

  await login(page, 'director', '/tax-documents-management');
  await expect(page.getByRole('heading', { name: 'Tax Documents Management' })).toBeVisible();
  await uploadDocument(page, { title: global, fileName: 'tax-id-letter.pdf' });
  await uploadDocument(page, {
    title: own,
    fileName: 'patel-statement.pdf',
    parent: 'Priya Patel (parent@example.com)',
  });
  await expect(page.getByText(own).first()).toBeVisible();
  await expect(page.getByText('All Parents').first()).toBeVisible();

  const parent = await signedIn(browser, 'parent');
  await parent.goto('/parent-dashboard?view=tax-documents');
  await expect(parent.getByText(global).first()).toBeVisible();
  await expect(parent.getByText(own).first()).toBeVisible();
  const card = parent.getByRole('article').filter({ hasText: own }).first();
  const download = parent.waitForEvent('download');
  await card.getByRole('button', { name: /Download/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('patel-statement.pdf');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(own);

  const other = await signedIn(browser, 'parent2');
  await other.goto('/parent-dashboard?view=tax-documents');
  await expect(other.getByText(global).first()).toBeVisible();
  await expect(other.getByText(own)).toHaveCount(0);
});
