import type { Db } from './client.ts';
import { ensureMilestoneCatalogue } from './milestone-catalogue/ensure-catalogue.ts';
import { centreSettings, rooms } from './schema/index.ts';

/**
 * The four rooms every centre starts with (the spec's); ratios are the usual licensing
 * defaults, ages in months. Directors rename, add and archive rooms from there (060).
 */
export const defaultRooms = [
  {
    name: 'Infant Room',
    shortName: 'Infant',
    filterKey: 'infants',
    ageFromMonths: 0,
    ageToMonths: 12,
    childrenPerStaff: 4,
    sortOrder: 1,
  },
  {
    name: 'Toddler Room',
    shortName: 'Toddler',
    filterKey: 'toddlers',
    ageFromMonths: 12,
    ageToMonths: 36,
    childrenPerStaff: 6,
    sortOrder: 2,
  },
  {
    name: 'Preschool Room',
    shortName: 'Preschool',
    filterKey: 'preschool',
    ageFromMonths: 36,
    ageToMonths: 48,
    childrenPerStaff: 10,
    sortOrder: 3,
  },
  {
    name: 'Pre-K Room',
    shortName: 'Pre-K',
    filterKey: 'pre-k',
    ageFromMonths: 48,
    ageToMonths: 60,
    childrenPerStaff: 10,
    sortOrder: 4,
  },
];

/**
 * A centre needs its settings row and rooms before anyone can enrol a child, and the
 * milestone catalogue before anyone records a milestone, in production as in the demo. Runs
 * at every start; existing rows (and a director's edits) are kept.
 */
export async function ensureCentreDefaults(
  db: Db,
  centreName = 'Child Care Centre',
): Promise<void> {
  await db.insert(centreSettings).values({ id: 1, name: centreName }).onConflictDoNothing();
  // Only a centre without any room gets the four: a director's renamed or archived rooms stay
  // as they are (the unique index on names would otherwise let a renamed default back in).
  const [anyRoom] = await db.select({ id: rooms.id }).from(rooms).limit(1);
  if (!anyRoom) await db.insert(rooms).values(defaultRooms).onConflictDoNothing();
  await db.transaction((tx) => ensureMilestoneCatalogue(tx));
}
