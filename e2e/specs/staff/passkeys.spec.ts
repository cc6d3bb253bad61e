import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { freePort, freshDataDir, type RunningServer, startServer } from '../../app-server.ts';
import { accounts, demoPassword, expect, expectAccessible, test } from '../../fixtures.ts';
import { StaffShell } from '../../pages/staff-shell.ts';

/**
 * Passkeys (decision 071) with Chromium's virtual authenticator (the DevTools protocol's
 * WebAuthn domain): a platform authenticator with resident keys that verifies its user, as a
 * phone or laptop with a fingerprint does. A passkey is bound to a host name, never to an
 * address, so this file runs a server of its own whose public address is localhost.
 */
test.describe.configure({ mode: 'serial' });

const phone = { width: 390, height: 844 };
let server: RunningServer;
let origin = '';

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startServer({
    port,
    dataDir: freshDataDir(`passkeys-${port}`),
    env: { PUBLIC_URL: origin },
  });
});
test.afterAll(() => server?.stop());

type Credential = Record<string, unknown>;

/** Turns the page's browser into one with a passkey-capable authenticator (and its keys). */
async function virtualAuthenticator(page: Page, credentials: Credential[] = []) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  for (const credential of credentials)
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: credential as never });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId }))
        .credentials as unknown as Credential[],
  };
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function signInWithPassword(page: Page) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(accounts.teacher.email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

let saved: Credential[] = [];
let phoneContext: BrowserContext | undefined;
test.afterAll(() => phoneContext?.close());

test('a teacher adds a passkey in Settings, signs out, and signs in with the passkey only', async ({
  page,
}) => {
  const authenticator = await virtualAuthenticator(page);
  await signInWithPassword(page);
  await expect(page.getByRole('button', { name: 'Staff Menu' })).toBeVisible();
  await page.goto(`${origin}/settings`);
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  // A name is needed, in words.
  await dialog.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(dialog.getByText('Give the passkey a name.')).toBeVisible();
  await dialog.getByLabel('Name').fill('Work laptop');
  await dialog.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Work laptop')).toBeVisible();
  await expect(page.getByText('Not used yet')).toBeVisible();
  saved = await authenticator.credentials();
  expect(saved).toHaveLength(1);
  expect(saved[0]!.isResidentCredential).toBe(true);

  await new StaffShell(page).logout();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  // Signed in, back where they signed out.
  await expect(page.getByRole('button', { name: 'Staff Menu' })).toBeVisible();
  // The key as it is now, its counter moved on: a copy with an older counter is refused as
  // a clone would be, so the next browsers get this one.
  saved = await authenticator.credentials();
  await page.goto(`${origin}/settings`);
  await expect(page.getByText(/^Last used /)).toBeVisible();
  await expectAccessible(page);

  // Removing it asks for the password: the dialog is scanned, then left.
  await page.getByRole('button', { name: 'Remove Work laptop' }).click();
  await expect(page.getByRole('dialog', { name: 'Remove passkey' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
});

test('with a passkey, the password asks for it next: the second step', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const authenticator = await virtualAuthenticator(page, saved);
  await signInWithPassword(page);
  await expect(page.getByText('Confirm with one of your passkeys.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('button', { name: 'Staff Menu' })).toBeVisible();
  saved = await authenticator.credentials();
  await page.context().close();
});

test('the passkey signs in on a 390 px phone', async ({ browser }) => {
  phoneContext = await browser.newContext({ viewport: phone });
  const page = await phoneContext.newPage();
  await virtualAuthenticator(page, saved);
  await page.goto(`${origin}/login`);
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`${origin}/settings`);
  await expect(page.getByText('Work laptop')).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
});

test('a director held to the set-up by the centre’s requirement is let in by adding a passkey', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await virtualAuthenticator(page);
  const password = async () => {
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(accounts.director.email);
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  };
  await password();
  await expect(page.getByRole('button', { name: 'Staff Menu' })).toBeVisible();
  const required = await page.request.put(`${origin}/api/centre/two-step`, {
    data: { requiredFor: 'directors' },
  });
  expect(required.status()).toBe(200);
  await new StaffShell(page).logout();
  await password();
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Name').fill('Office PC');
  await dialog.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('button', { name: 'Staff Menu' })).toBeVisible();
  await context.close();
});
