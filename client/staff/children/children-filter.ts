import type { ChildResponse } from '../../../contract/children.ts';
import { type RoomResponse, defaultRoomNames } from '../../../contract/rooms.ts';
import { msg } from '../../i18n/i18n.ts';
import { fullName } from '../../lib/format.ts';

/**
 * The spec's room filter (all, infants, toddlers, preschool) plus Pre-K, and any room the
 * centre added (decision 060): a value is a room's filter key. The spec's four rooms under
 * their own names keep the spec's words (translated); a renamed or added room shows its
 * name as the director typed it. Labels are message ids, or a room's name.
 */
const filterWords: Record<string, string> = {
  infants: msg('children.filter.infants'),
  toddlers: msg('children.filter.toddlers'),
  preschool: msg('children.filter.preschool'),
  'pre-k': msg('children.filter.preK'),
};
export type RoomFilter = string;
type FilterRoom = Pick<RoomResponse, 'name' | 'filterKey'>;

/** Until the rooms arrive: the spec's four, by their names. */
const defaultRooms: FilterRoom[] = Object.entries(defaultRoomNames).map(([filterKey, name]) => ({
  filterKey,
  name,
}));

/** The filter's choices: All Rooms, then the current rooms in the centre's order. */
export function roomFilterOptions(
  rooms: readonly FilterRoom[] | undefined,
): { value: RoomFilter; label: string; translate: boolean }[] {
  return [
    { value: 'all', label: msg('children.filter.all'), translate: true },
    ...(rooms ?? defaultRooms).map((room) => {
      const word =
        defaultRoomNames[room.filterKey] === room.name ? filterWords[room.filterKey] : undefined;
      return word
        ? { value: room.filterKey, label: word, translate: true }
        : { value: room.filterKey, label: room.name, translate: false };
    }),
  ];
}

/** Name search (any part, any letter case) and room filter, as the page shows them. */
export function filterChildren(
  children: readonly ChildResponse[],
  search: string,
  room: RoomFilter,
  rooms: readonly FilterRoom[] = defaultRooms,
): ChildResponse[] {
  const needle = search.trim().toLowerCase();
  const roomName = rooms.find((r) => r.filterKey === room)?.name;
  return children.filter(
    (child) =>
      (room === 'all' || child.room === roomName) &&
      (needle === '' || fullName(child).toLowerCase().includes(needle)),
  );
}

/**
 * The stat cards count everyone enrolled; Preschoolers covers the Preschool and Pre-K rooms.
 * The spec's cards follow the spec's rooms by their filter keys, whatever their names now.
 */
export function childStats(
  children: readonly ChildResponse[],
  rooms: readonly FilterRoom[] = defaultRooms,
) {
  const keyOf = new Map(rooms.map((r) => [r.name, r.filterKey]));
  const inRoom = (...filters: RoomFilter[]) =>
    children.filter((c) => filters.includes(keyOf.get(c.room) ?? 'all')).length;
  return {
    total: children.length,
    infants: inRoom('infants'),
    toddlers: inRoom('toddlers'),
    preschoolers: inRoom('preschool', 'pre-k'),
  };
}

/** Spec: allergies show (in red) unless empty or 'None'. */
export const hasAllergies = (allergies: string) =>
  allergies.trim() !== '' && allergies.trim().toLowerCase() !== 'none';
