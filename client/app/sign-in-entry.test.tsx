// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../contract/auth.ts';
import { StaffLoginPage } from '../auth/staff-login-page.tsx';
import { i18n } from '../i18n/i18n.ts';
import { forgetCurrentUser } from '../lib/current-user.ts';
import { SignInEntry } from './sign-in-entry.tsx';

// The router app, as the entry loads it: what it was asked to show, and nothing of the routes.
const navigate = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../router.tsx', () => ({
  router: { navigate },
  RouterApp: () => <p>the router app</p>,
}));

const me: MeResponse = {
  userId: 1,
  role: 'director',
  displayName: 'Dana Whitfield',
  email: 'director@example.com',
  staffId: 1,
  photo: null,
  actions: [],
};

beforeEach(() => {
  forgetCurrentUser();
  navigate.mockClear();
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const answer =
      `${init.method ?? 'GET'} ${path}` === 'POST /api/auth/staff/login'
        ? { status: 200, body: me }
        : { status: 404, body: { message: 'not stubbed' } };
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

function show() {
  render(
    <I18nProvider i18n={i18n}>
      <SignInEntry page={<StaffLoginPage />} centre={null} />
    </I18nProvider>,
  );
}

describe('a sign-in page without the router (decision 074)', () => {
  it('hands over to the router app once the person is signed in, at the same address', async () => {
    show();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'director@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('the router app')).toBeTruthy();
    // The router's guard sends the person on from the sign-in address, as before.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('follows a link in the router app, with the state the page it opens reads', async () => {
    show();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.org' } });
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password?portal=staff');
    fireEvent.click(link);
    expect(await screen.findByText('the router app')).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/forgot-password?portal=staff', {
      state: { email: 'ana@example.org' },
    });
  });

  it('leaves a click for a new tab to the browser', () => {
    show();
    const link = screen.getByRole('link', { name: 'Parent Portal Login' });
    expect(link.getAttribute('href')).toBe('/parent-login');
    // Seen after the app's handler; its default then stopped, as jsdom cannot open the page.
    let leftToBrowser: boolean | undefined;
    window.addEventListener(
      'click',
      (event) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(link, { ctrlKey: true });
    expect(leftToBrowser).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
