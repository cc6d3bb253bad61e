// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Camera, CameraViewing } from '../../../contract/cameras.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setCurrentUser } from '../../lib/current-user.ts';
import { CamerasPage } from './cameras-page.tsx';

// The shared player starts real sessions; here it only shows which camera it was given.
vi.mock('../../components/cameras/camera-player.tsx', () => ({
  CameraPlayer: ({ camera }: { camera: { name: string } }) => <p>Player of {camera.name}</p>,
}));

const camera = (over: Partial<Camera>): Camera => ({
  id: 1,
  name: 'Sunshine Room',
  location: 'Reading corner',
  roomId: 2,
  roomName: 'Toddler Room',
  isActive: true,
  online: true,
  lastOnline: '2026-11-18T15:00:00.000Z',
  hasStream: true,
  frameWidth: 640,
  frameHeight: 360,
  ipAddress: '192.168.10.11',
  port: 8080,
  streamAddress: 'http://192.168.10.11/video.mjpg',
  hasUsername: true,
  hasPassword: true,
  lastCheckedAt: '2026-11-18T15:00:00.000Z',
  ...over,
});
const garden = camera({
  id: 2,
  name: 'Garden',
  location: 'Play yard',
  roomId: null,
  roomName: null,
  isActive: false,
  online: false,
  lastOnline: null,
  port: null,
  streamAddress: null,
  hasUsername: false,
  hasPassword: false,
});
const viewing: CameraViewing = {
  id: 9,
  cameraId: 1,
  cameraName: 'Sunshine Room',
  viewerName: 'Priya Patel',
  viewerRole: 'parent',
  startedAt: '2026-11-18T15:00:00.000Z',
  endedAt: null,
  status: 'viewing',
};

let cameras: Camera[] | null;
let sent: { method: string; path: string; body: unknown }[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  // Radix's checkbox measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : null });
      return method === 'DELETE' ? new Response(null, { status: 204 }) : json(cameras?.[0], 201);
    }
    if (path === '/api/cameras')
      return cameras ? json(cameras) : json({ message: 'Server error' }, 500);
    if (path === '/api/rooms') return json([{ id: 2, name: 'Toddler Room' }]);
    if (path.startsWith('/api/camera-sessions')) return json([viewing]);
    return json({ message: 'not stubbed' }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(role: 'director' | 'staff') {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const actions = ['camera.read', 'camera.view'];
  if (role === 'director') actions.push('camera.manage', 'cameraViewing.read');
  setCurrentUser({
    userId: 1,
    role,
    displayName: 'Dana',
    email: 'dana@example.com',
    staffId: 1,
    photo: null,
    actions,
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/cameras']}>
          <CamerasPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const card = async (name: string) => within(await screen.findByRole('article', { name }));

describe('Camera Monitoring', () => {
  it('shows staff each camera’s state, place and address, with View only', async () => {
    cameras = [camera({}), garden];
    show('staff');
    expect(screen.getByRole('heading', { level: 1, name: 'Camera Monitoring' })).toBeTruthy();
    const sunshine = await card('Sunshine Room');
    for (const text of ['Online', 'Live Stream', 'Active', 'Toddler Room', '192.168.10.11:8080'])
      expect(sunshine.getByText(text)).toBeTruthy();
    const off = await card('Garden');
    for (const text of ['Offline', 'Camera Offline', 'Inactive', 'Never', 'No room – staff only'])
      expect(off.getByText(text)).toBeTruthy();
    expect(off.getByText('192.168.10.11 (default port)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add Camera|^Edit|^Delete/ })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();

    // An offline camera cannot be started; a live one opens the player.
    expect((off.getByRole('button', { name: 'View Garden' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(sunshine.getByRole('button', { name: 'View Sunshine Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sunshine Room' });
    expect(within(dialog).getByText('Player of Sunshine Room')).toBeTruthy();
  });

  it('says the spec’s words when the list cannot be read, and when there are no cameras', async () => {
    cameras = null;
    show('staff');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch cameras');
    cleanup();
    cameras = [];
    show('director');
    expect(await screen.findByText('No cameras configured')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add First Camera' }));
    expect(await screen.findByRole('dialog', { name: 'Add Camera' })).toBeTruthy();
  });

  it('adds a camera with an empty port (the default) and no room', async () => {
    cameras = [];
    show('director');
    fireEvent.click(await screen.findByRole('button', { name: 'Add First Camera' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Camera' }));
    const fill = (label: string, value: string) =>
      fireEvent.change(dialog.getByLabelText(label), { target: { value } });
    fill('Name', 'Hall');
    fill('Location', 'Entrance');
    fill('IP Address', '10.0.0.5');
    fill('Password', 'pw');
    expect(dialog.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    fireEvent.click(dialog.getByRole('button', { name: 'Add Camera' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/cameras',
      body: {
        name: 'Hall',
        location: 'Entrance',
        ipAddress: '10.0.0.5',
        port: null,
        streamUrl: '',
        username: '',
        password: 'pw',
        roomId: null,
        isActive: true,
      },
    });
  });

  it('edits a camera without sending its saved sign-in details, unless asked to clear them', async () => {
    cameras = [camera({})];
    show('director');
    fireEvent.click(
      (await card('Sunshine Room')).getByRole('button', { name: 'Edit Sunshine Room' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Camera' }));
    expect((dialog.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(dialog.getAllByText('Saved — leave empty to keep')).toHaveLength(2);
    await waitFor(() =>
      expect((dialog.getByLabelText('Room') as HTMLSelectElement).value).toBe('2'),
    );
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Sunny' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PATCH',
      path: '/api/cameras/1',
      body: {
        name: 'Sunny',
        location: 'Reading corner',
        ipAddress: '192.168.10.11',
        port: 8080,
        roomId: 2,
        isActive: true,
      },
    });

    fireEvent.click(
      (await card('Sunshine Room')).getByRole('button', { name: 'Edit Sunshine Room' }),
    );
    const again = within(await screen.findByRole('dialog', { name: 'Edit Camera' }));
    fireEvent.click(again.getByRole('checkbox', { name: 'Clear saved sign-in details' }));
    fireEvent.click(again.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ username: '', password: '' });
    expect(Object.keys(sent[1]?.body as object)).not.toContain('streamUrl');
  });

  it('deletes a camera only after the browser’s confirmation', async () => {
    cameras = [camera({})];
    show('director');
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const remove = (await card('Sunshine Room')).getByRole('button', {
      name: 'Delete Sunshine Room',
    });
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete Sunshine Room?');
    expect(sent).toHaveLength(0);
    confirm.mockReturnValue(true);
    fireEvent.click(remove);
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'DELETE', path: '/api/cameras/1', body: null }]),
    );
  });

  it('shows directors the viewing log', async () => {
    cameras = [camera({})];
    show('director');
    fireEvent.click(screen.getByRole('tab', { name: 'Viewing log' }));
    const table = within(await screen.findByRole('table', { name: 'Viewing log' }));
    const cells = within(table.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'Sunshine Room',
      'Priya Patel',
      'Parent',
      expect.any(String),
      'Watching now',
    ]);
  });
});
