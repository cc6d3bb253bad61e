// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { currentUser, forgetCurrentUser } from '../lib/current-user.ts';
import { StaffInvitationPage } from './staff-invitation-page.tsx';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
beforeEach(() => {
  answers = {};
  forgetCurrentUser();
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const answer = answers[`${init.method ?? 'GET'} ${path}`] ?? {
      status: 404,
      body: { message: 'not stubbed' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(at: string) {
  const router = createMemoryRouter(
    [
      { path: '/staff-invitation', element: <StaffInvitationPage /> },
      { path: '/', element: <p>the staff dashboard</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const me = {
  userId: 9,
  role: 'staff',
  displayName: 'Noa Berg',
  email: 'noa@example.org',
  staffId: 4,
  photo: null,
  actions: ['staff.read'],
};

describe('a staff member’s invitation', () => {
  it('has them choose a password and lands them signed in on the staff dashboard', async () => {
    answers['GET /api/staff-invitations/tok'] = {
      status: 200,
      body: { email: 'noa@example.org', firstName: 'Noa', lastName: 'Berg', role: 'staff' },
    };
    answers['POST /api/staff-invitations/accept'] = { status: 201, body: me };
    show('/staff-invitation?token=tok');
    expect(
      await screen.findByText(
        'Noa Berg, choose a password for noa@example.org to sign in as a staff member.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'my-own-secret-1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'my-own-secret-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('the staff dashboard')).toBeTruthy();
    expect(await currentUser()).toEqual(me);
  });

  it('says plainly when the link was used, revoked or has expired', async () => {
    answers['GET /api/staff-invitations/old'] = {
      status: 410,
      body: {
        message: 'This invitation link has expired, was revoked or was already used.',
        code: 'errors.staffInvitationUnusable',
      },
    };
    show('/staff-invitation?token=old');
    expect(await screen.findByText('This invitation cannot be used')).toBeTruthy();
    expect(
      screen.getByText('Please ask the centre’s director to send you a new invitation.'),
    ).toBeTruthy();
  });
});
