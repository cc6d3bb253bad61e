import type { Tx } from '../client.ts';
import type { Rng } from './random.ts';

export type { Tx };

/** What every seed step needs: the open transaction, the PRNG and the centre's "today". */
export type SeedContext = {
  tx: Tx;
  rng: Rng;
  now: Date;
  /** The centre's local date, YYYY-MM-DD. */
  today: string;
  /** Minutes since local midnight at `now`, in the centre's zone. */
  nowMinutes: number;
  timeZone: string;
  passwordHash: string;
};

export type RoomKey = 'infants' | 'toddlers' | 'preschool' | 'pre-k';

export type Centre = {
  roomIds: Record<RoomKey, number>;
  /** Staff ids working in each room, lead teacher first. */
  roomStaff: Record<RoomKey, number[]>;
  directorUserId: number;
  teacherUserId: number;
  directorStaffId: number;
  teacherStaffId: number;
};

export type Family = {
  index: number;
  parentAccountId: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  contactName: string;
};

export type Child = {
  id: number;
  firstName: string;
  lastName: string;
  room: RoomKey;
  family: Family;
};

/** One child's attended day: minutes since local midnight; no check-out yet for today. */
export type Visit = { child: Child; date: string; inMinutes: number; outMinutes: number | null };

/**
 * A step of the demo seed that lives in a module (the db layer imports none): the caller
 * passes it in, and it runs last, in the seed's transaction (billing: decision 034).
 */
export type SeedStep = (ctx: SeedContext, centre: Centre) => Promise<void>;
