// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { speak } from '../i18n/test-setup.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let sent: { method: string; path: string; body: unknown }[];
beforeEach(() => {
  sent = [];
  answers = {};
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`] ?? {
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
  speak('en');
});

function show(at: string) {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const link = { status: 200, body: { email: 'ana@example.org', portal: 'parent' } };
const unusable = {
  status: 410,
  body: {
    message: 'This link has expired or was already used. Please ask for a new one.',
    code: 'errors.passwordResetLinkUnusable',
  },
};

describe('choosing a new password from a link', () => {
  it('checks the link, sets the password, and leads to the right sign-in page', async () => {
    answers['GET /api/auth/password-reset/tok-1'] = link;
    answers['POST /api/auth/password-reset'] = { status: 200, body: { portal: 'parent' } };
    show('/reset-password?token=tok-1');
    expect(await screen.findByText(/For ana@example.org\./)).toBeTruthy();
    expect(screen.getByText('Minimum 6 characters')).toBeTruthy();
    type('New password', 'a-fresh-secret-1');
    type('Confirm new password', 'a-fresh-secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/parent-login',
    );
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/auth/password-reset',
      body: { token: 'tok-1', password: 'a-fresh-secret-1', confirmPassword: 'a-fresh-secret-1' },
    });
  });

  it('checks the spec’s rules before sending anything', async () => {
    answers['GET /api/auth/password-reset/tok-2'] = link;
    show('/reset-password?token=tok-2');
    await screen.findByText(/For ana@example.org\./);
    type('New password', 'abc');
    type('Confirm new password', 'abcd');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    type('New password', 'abcdefg');
    type('Confirm new password', 'abcdefgh');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says a common password is refused, in the reader’s language', async () => {
    speak('de');
    answers['GET /api/auth/password-reset/tok-3'] = link;
    answers['POST /api/auth/password-reset'] = {
      status: 400,
      body: {
        message: 'This password is too common and easy to guess. Please choose another one.',
        code: 'errors.passwordTooCommon',
        fieldErrors: {
          password: 'This password is too common and easy to guess. Please choose another one.',
        },
        fieldCodes: { password: { code: 'errors.passwordTooCommon' } },
      },
    };
    show('/reset-password?token=tok-3');
    await screen.findByText(/Für ana@example.org\./);
    type('Neues Passwort', 'password1');
    type('Neues Passwort bestätigen', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));
    expect(
      await screen.findByText(
        'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
      ),
    ).toBeTruthy();
  });

  it('tells a used or expired link apart from a form, and offers a new one', async () => {
    answers['GET /api/auth/password-reset/old'] = unusable;
    show('/reset-password?token=old');
    expect(await screen.findByText('This link cannot be used')).toBeTruthy();
    expect(screen.getByText(unusable.body.message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('offers to check again when the check itself failed, and then shows the form', async () => {
    answers['GET /api/auth/password-reset/tok-5'] = {
      status: 503,
      body: { message: 'The server is restarting.' },
    };
    show('/reset-password?token=tok-5');
    expect(await screen.findByText('The server is restarting.')).toBeTruthy();
    answers['GET /api/auth/password-reset/tok-5'] = link;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/For ana@example.org\./)).toBeTruthy();
  });

  it('shows the same card when the link is used up while the form is open', async () => {
    answers['GET /api/auth/password-reset/tok-4'] = link;
    answers['POST /api/auth/password-reset'] = unusable;
    show('/reset-password?token=tok-4');
    await screen.findByText(/For ana@example.org\./);
    type('New password', 'a-fresh-secret-2');
    type('Confirm new password', 'a-fresh-secret-2');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This link cannot be used')).toBeTruthy();
  });
});

describe("'Forgot password?'", () => {
  it('sends the e-mail and answers "if it belongs to an account"', async () => {
    answers['POST /api/auth/password-reset/request'] = { status: 202, body: { ok: true } };
    show('/forgot-password?portal=parent');
    type('Email', 'ana@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Check your e-mail')).toBeTruthy();
    expect(screen.getByText(/If ana@example.org belongs to an account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/parent-login',
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/auth/password-reset/request',
        body: { email: 'ana@example.org' },
      },
    ]);
  });
});
