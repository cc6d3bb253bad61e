// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileResponse } from '../../contract/account.ts';
import type { MeResponse } from '../../contract/auth.ts';
import { AccountMenu } from '../components/shell/account-menu.tsx';
import { i18n } from '../i18n/i18n.ts';
import { setCurrentUser } from '../lib/current-user.ts';
import { useMe } from '../lib/session.ts';
import { ProfilePhoto } from './profile-photo.tsx';
import { useProfile } from './queries.ts';

const me: MeResponse = {
  userId: 2,
  role: 'staff',
  displayName: 'Maria Lopez',
  email: 'teacher@example.com',
  staffId: 2,
  photo: null,
  actions: [],
};
const profile: ProfileResponse = {
  kind: 'staff',
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'teacher@example.com',
  phone: '(555) 201-3040',
  address: '',
  bio: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  photo: null,
};

let sent: { method: string; path: string; file: unknown }[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (path === '/api/profile/photo' && (method === 'PUT' || method === 'DELETE')) {
      const file = init.body instanceof FormData ? init.body.get('file') : null;
      sent.push({ method, path, file });
      return new Response(JSON.stringify({ ...profile, photo: method === 'PUT' ? 42 : null }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The profile's photo control beside the account menu, both reading the app's cache. */
function Screen() {
  const user = useMe().data;
  const own = useProfile().data;
  return (
    <>
      {user ? (
        <AccountMenu me={user} label="Staff Menu" signOutLabel="Log Out" onSignOut={() => {}}>
          {null}
        </AccountMenu>
      ) : null}
      {own ? <ProfilePhoto profile={own} /> : null}
    </>
  );
}

function show(start: { photo: number | null }) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  setCurrentUser({ ...me, ...start });
  client.setQueryData(['profile'], { ...profile, ...start });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Staff Menu' });
const menuPicture = () => menuButton().querySelector('img');

describe('the profile photo in the account menu', () => {
  it('shows initials until a photo is uploaded, then the uploaded photo', async () => {
    show({ photo: null });
    expect(menuPicture()).toBeNull();
    expect(menuButton().textContent).toContain('ML');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByLabelText('Choose a profile photo'), {
      target: { files: [file] },
    });
    await waitFor(() => expect(menuPicture()?.getAttribute('src')).toBe('/api/profile/photo?v=42'));
    expect(sent).toEqual([{ method: 'PUT', path: '/api/profile/photo', file }]);
    // Decorative beside the button's name, like the initials it replaces.
    expect(menuPicture()?.getAttribute('alt')).toBe('');
    expect(menuButton().textContent).not.toContain('ML');
    // The profile shows the same version.
    expect(
      screen.getByRole('img', { name: 'Profile photo of Maria Lopez' }).getAttribute('src'),
    ).toBe('/api/profile/photo?v=42');
  });

  it('goes back to initials when the photo is removed', async () => {
    show({ photo: 7 });
    expect(menuPicture()?.getAttribute('src')).toBe('/api/profile/photo?v=7');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Photo' }));
    await waitFor(() => expect(menuPicture()).toBeNull());
    expect(menuButton().textContent).toContain('ML');
    expect(sent.map((s) => s.method)).toEqual(['DELETE']);
  });
});
