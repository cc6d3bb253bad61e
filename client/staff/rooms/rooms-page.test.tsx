// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../../contract/auth.ts';
import type { RoomResponse } from '../../../contract/rooms.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setCurrentUser } from '../../lib/current-user.ts';
import { RoomsPage } from './rooms-page.tsx';

const room = (id: number, name: string, filterKey: string, childCount: number): RoomResponse => ({
  id,
  name,
  shortName: name,
  filterKey,
  childrenPerStaff: 6,
  sortOrder: id,
  ageFromMonths: 12,
  ageToMonths: 36,
  childCount,
});
const rooms = [room(1, 'Infant Room', 'infants', 0), room(2, 'Toddler Room', 'toddlers', 3)];
const me = (actions: MeResponse['actions']): MeResponse => ({
  userId: 1,
  role: 'director',
  displayName: 'Dana Director',
  email: 'director@example.com',
  staffId: 1,
  photo: null,
  actions,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let sent: { method: string; path: string; body?: unknown }[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (path === '/api/rooms' && method === 'GET') return json(rooms);
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path, body });
    if (path === '/api/rooms' && method === 'POST')
      return json({ ...room(9, body.name, 'room-9', 0), ...body }, 201);
    if (path.endsWith('/archive')) return json({ id: 2, movedChildren: 3 });
    if (path.endsWith('/position')) return json(rooms);
    return json({ message: 'not stubbed' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(actions: MeResponse['actions'] = ['room.manage', 'room.read']) {
  setCurrentUser(me(actions));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RoomsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });

describe('Rooms (directors’ settings)', () => {
  it('lists the rooms in their order with ages, ratio and children', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'The centre’s rooms' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Infant Room',
      'Toddler Room',
    ]);
    expect(within(items[1]!).getByText('12 to 36 months')).toBeTruthy();
    expect(within(items[1]!).getByText('1 staff member per 6 children')).toBeTruthy();
    // The first cannot move up, the last cannot move down.
    expect(screen.getByRole('button', { name: 'Move Infant Room up' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Move Toddler Room down' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Toddler Room up' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PUT', path: '/api/rooms/2/position', body: { position: 1 } },
      ]),
    );
  });

  it('adds a room, its ages checked before it is sent', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Room' });
    type('Room name', 'Garden Room');
    type('From age (months)', '36');
    type('Up to age (months)', '24');
    type('Children per staff member', '8');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Room' }));
    expect(await within(dialog).findByText('The age range must end after it starts')).toBeTruthy();
    expect(sent).toEqual([]);
    type('Up to age (months)', '60');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Room' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/rooms',
          body: { name: 'Garden Room', ageFromMonths: 36, ageToMonths: 60, childrenPerStaff: 8 },
        },
      ]),
    );
  });

  it('asks where a room’s children go before archiving it', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Archive Toddler Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Toddler Room?' });
    expect(within(dialog).getByText(/3 children are in this room/)).toBeTruthy();
    const target = within(dialog).getByLabelText('Move its 3 children to') as HTMLSelectElement;
    expect([...target.options].map((o) => o.textContent)).toEqual(['Choose a room', 'Infant Room']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive Room' }));
    expect(
      await within(dialog).findByText("Choose another of the centre's current rooms"),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(target, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive Room' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', path: '/api/rooms/2/archive', body: { moveChildrenTo: '1' } },
      ]),
    );
  });

  it('archives an empty room without asking for a target', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Archive Infant Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Infant Room?' });
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive Room' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'POST', path: '/api/rooms/1/archive', body: {} }]),
    );
  });

  it('shows staff who are not directors no controls', async () => {
    show(['room.read']);
    expect(await screen.findByText('Only directors manage the centre’s rooms.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Room' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
