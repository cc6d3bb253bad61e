import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { MyBillingResponse } from '../../contract/billing-views.ts';
import { expect } from '../fixtures.ts';
import { uniqueLastName } from './enrolment-forms.ts';
import { enrolledChild } from './parent-management-page.ts';

export type Guardian = { context: BrowserContext; page: Page; email: string };

/**
 * A family of its own for a billing test, whose money no other test moves: a child enrolled
 * by `director`, and each guardian invited and registered (signed in, in a browser context
 * of their own).
 */
export async function familyWithGuardians(
  director: Page,
  browser: Browser,
  firstNames: string[],
): Promise<{ lastName: string; childId: number; guardians: Guardian[] }> {
  const lastName = uniqueLastName('Ledger');
  const childId = await enrolledChild(director, 'Lily', lastName);
  const guardians: Guardian[] = [];
  for (const firstName of firstNames) {
    const email = `${firstName}.${lastName}@example.org`.toLowerCase();
    const invited = await director.request.post('/api/parent-invitations', {
      data: { childId, email, phoneNumber: '(555) 404-1212' },
    });
    expect(invited.status()).toBe(201);
    const { invitationCode } = (await invited.json()) as { invitationCode: string };
    const context = await browser.newContext();
    const registered = await context.request.post('/api/parent-accounts/register', {
      data: {
        firstName,
        lastName,
        email,
        phoneNumber: '(555) 404-1212',
        address: '8 Elm Street',
        emergencyContactName: 'Rosa Diaz',
        emergencyContactPhone: '(555) 404-0000',
        password: 'ledger-pass-1',
        confirmPassword: 'ledger-pass-1',
        invitationCode,
      },
    });
    expect(registered.status()).toBe(201);
    guardians.push({ context, page: await context.newPage(), email });
  }
  return { lastName, childId, guardians };
}

/** A guardian's own billing, as GET /api/billing/mine answers it. */
export async function billingOf(guardian: Guardian): Promise<MyBillingResponse> {
  const res = await guardian.context.request.get('/api/billing/mine');
  expect(res.status()).toBe(200);
  return (await res.json()) as MyBillingResponse;
}
