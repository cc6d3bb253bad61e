import type { Db } from './client.ts';
import { ensureMilestoneCatalogue } from './milestone-catalogue/ensure-catalogue.ts';
import { centreSettings, rooms } from './schema/index.ts';

/** The four rooms every centre starts with; ratios are the usual licensing defaults. */
export const defaultRooms = [
  {
    name: 'Infant Room',
    shortName: 'Infant',
    filterKey: 'infants',
    childrenPerStaff: 4,
    sortOrder: 1,
  },
  {
    name: 'Toddler Room',
    shortName: 'Toddler',
    filterKey: 'toddlers',
    childrenPerStaff: 6,
    sortOrder: 2,
  },
  {
    name: 'Preschool Room',
    shortName: 'Preschool',
    filterKey: 'preschool',
    childrenPerStaff: 10,
    sortOrder: 3,
  },
  {
    name: 'Pre-K Room',
    shortName: 'Pre-K',
    filterKey: 'pre-k',
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
  await db.insert(rooms).values(defaultRooms).onConflictDoNothing();
  await db.transaction((tx) => ensureMilestoneCatalogue(tx));
}
