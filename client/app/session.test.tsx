// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../contract/auth.ts';
import { RequirePortal, SignedOutOnly } from './route-guards.tsx';
import { i18n } from '../i18n/i18n.ts';
import { call } from '../lib/api.ts';
import { useUnreadCount } from '../lib/notifications.ts';
import { forgetCurrentUser } from '../lib/current-user.ts';
import { useCurrentUser } from '../lib/session.ts';
import { useLogout } from '../lib/sign-out.ts';

const me: MeResponse = {
  userId: 1,
  role: 'director',
  displayName: 'Dana Whitfield',
  email: 'director@example.com',
  staffId: 1,
  photo: null,
  actions: [],
};

/** A stand-in for the server: one session, the hint cookie beside it, and what was asked. */
let sessionOpen: boolean;
let log: string[];
let holdUnreadCount: boolean;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const setHint = (on: boolean) => {
  document.cookie = on ? 'daycare_signed_in=1; path=/' : 'daycare_signed_in=; path=/; max-age=0';
};

beforeEach(() => {
  forgetCurrentUser();
  sessionOpen = false;
  holdUnreadCount = false;
  log = [];
  setHint(false);
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const request = `${init.method ?? 'GET'} ${path}`;
    log.push(request);
    if (request === 'POST /api/auth/logout') {
      sessionOpen = false;
      setHint(false);
      return json({ ok: true });
    }
    if (request === 'GET /api/auth/session') return json({ user: sessionOpen ? me : null });
    if (!sessionOpen) {
      log.push(`401 ${request}`);
      return json({ message: 'Please sign in' }, 401);
    }
    if (request === 'GET /api/messages/unread-count' && holdUnreadCount) {
      // On its way until called off.
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => {
          log.push(`aborted ${request}`);
          reject(new DOMException('aborted', 'AbortError'));
        }),
      );
    }
    if (request === 'GET /api/messages/unread-count') return json({ count: 2 });
    if (request === 'DELETE /api/camera-sessions/7') {
      // A slow answer to what a screen sends as it leaves.
      await new Promise((resolve) => setTimeout(resolve, 50));
      log.push(`answered ${request}`);
      return new Response(null, { status: 204 });
    }
    return json({ message: 'not stubbed' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setHint(false);
});

/**
 * A portal screen like the staff layout: it polls the unread count and signs out; like the
 * camera player, it tells the server when it leaves.
 */
function PortalScreen() {
  const user = useCurrentUser();
  const unread = useUnreadCount();
  const logout = useLogout();
  useEffect(
    () => () => {
      call('DELETE /api/camera-sessions/:id', { params: { id: 7 } }).catch(() => undefined);
    },
    [],
  );
  return (
    <div>
      <p>Signed in as {user.displayName}</p>
      <p>Unread: {unread.data ?? '…'}</p>
      <button type="button" onClick={() => logout.mutate()}>
        Sign out
      </button>
    </div>
  );
}

function show(path: string) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    },
  });
  const router = createMemoryRouter(
    [
      {
        element: <RequirePortal portal="staff" />,
        children: [{ path: '/', element: <PortalScreen /> }],
      },
      {
        element: <SignedOutOnly />,
        children: [{ path: '/login', element: <p>Sign-in page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return client;
}

const failures = () => log.filter((entry) => entry.startsWith('401'));

describe('a signed-out visit', () => {
  it('asks the server nothing at all', async () => {
    show('/');
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(log).toEqual([]);
  });

  it('with a hint left from a session that has ended, asks once and is answered without a 401', async () => {
    setHint(true);
    show('/');
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(log).toEqual(['GET /api/auth/session']);
  });

  it('with a live session, shows the portal (asked through /api/auth/session)', async () => {
    sessionOpen = true;
    setHint(true);
    show('/');
    expect(await screen.findByText('Signed in as Dana Whitfield')).toBeTruthy();
    expect(log[0]).toBe('GET /api/auth/session');
    expect(log).not.toContain('GET /api/auth/me');
  });
});

describe('signing out', () => {
  it('leaves nothing that asks the server again, even past the 30 s poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionOpen = true;
    setHint(true);
    const client = show('/');
    expect(await screen.findByText('Unread: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    const afterSignOut = log.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(95_000);
    });
    expect(log.slice(afterSignOut)).toEqual([]);
    expect(failures()).toEqual([]);
    // Nothing of the previous user is kept.
    expect(client.getQueryData(['messages', 'unread-count'])).toBeUndefined();
  });

  it('calls off a read still on its way before the session ends', async () => {
    sessionOpen = true;
    setHint(true);
    holdUnreadCount = true;
    show('/');
    expect(await screen.findByText('Unread: …')).toBeTruthy();
    expect(log).toContain('GET /api/messages/unread-count');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    const aborted = log.indexOf('aborted GET /api/messages/unread-count');
    expect(aborted).toBeGreaterThan(-1);
    expect(aborted).toBeLessThan(log.indexOf('POST /api/auth/logout'));
    expect(failures()).toEqual([]);
  });

  it('lets what a screen sends as it leaves be answered before the session ends', async () => {
    sessionOpen = true;
    setHint(true);
    show('/');
    expect(await screen.findByText('Unread: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    const left = log.indexOf('answered DELETE /api/camera-sessions/7');
    expect(left).toBeGreaterThan(-1);
    expect(left).toBeLessThan(log.indexOf('POST /api/auth/logout'));
    expect(failures()).toEqual([]);
  });
});
