import type { ChildResponse } from '../../../contract/children.ts';
import { msg } from '../../i18n/i18n.ts';
import { fullName } from '../../lib/format.ts';

/**
 * The spec's room filter (all, infants, toddlers, preschool) plus Pre-K: the centre has a
 * Pre-K room, and without it those children could not be picked out. Labels are message ids.
 */
export const roomFilters = [
  { value: 'all', label: msg('children.filter.all') },
  { value: 'infants', label: msg('children.filter.infants') },
  { value: 'toddlers', label: msg('children.filter.toddlers') },
  { value: 'preschool', label: msg('children.filter.preschool') },
  { value: 'pre-k', label: msg('children.filter.preK') },
] as const;
export type RoomFilter = (typeof roomFilters)[number]['value'];

const filterOfRoom: Record<string, RoomFilter> = {
  'Infant Room': 'infants',
  'Toddler Room': 'toddlers',
  'Preschool Room': 'preschool',
  'Pre-K Room': 'pre-k',
};

/** Name search (any part, any letter case) and room filter, as the page shows them. */
export function filterChildren(
  children: readonly ChildResponse[],
  search: string,
  room: RoomFilter,
): ChildResponse[] {
  const needle = search.trim().toLowerCase();
  return children.filter(
    (child) =>
      (room === 'all' || filterOfRoom[child.room] === room) &&
      (needle === '' || fullName(child).toLowerCase().includes(needle)),
  );
}

/** The stat cards count everyone enrolled; Preschoolers covers the Preschool and Pre-K rooms. */
export function childStats(children: readonly ChildResponse[]) {
  const inRoom = (...filters: RoomFilter[]) =>
    children.filter((c) => filters.includes(filterOfRoom[c.room] ?? 'all')).length;
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
