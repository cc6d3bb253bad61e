import { lineText, selectedId } from './common.ts';
import { z } from './zod.ts';

/** A room of the centre, with the staff ratio it must keep (1:N). */
export const roomResponse = z.object({
  id: z.number().int(),
  /** e.g. 'Toddler Room': what children's `room` and staff's `room` labels say. */
  name: z.string(),
  shortName: z.string(),
  /**
   * The value room filters use: the spec's infants, toddlers, preschool and pre-k for its four
   * rooms, `room-<id>` for a room a director added (it never changes with the name: 060).
   */
  filterKey: z.string(),
  childrenPerStaff: z.number().int(),
  sortOrder: z.number().int(),
  /** The ages the room takes, in whole months: from (inclusive) up to (not including). */
  ageFromMonths: z.number().int(),
  ageToMonths: z.number().int(),
  /** Children placed in the room (enrolled or with their enrolment under way). */
  childCount: z.number().int(),
});
export type RoomResponse = z.infer<typeof roomResponse>;
export const roomsResponse = z.array(roomResponse);

export const roomRatioLimits = { min: 1, max: 30 } as const;

/** Catalogue ids; the range's text names roomRatioLimits ('… between 1 and 30'). */
export const roomRatioMessages = {
  required: 'errors.ratioRequired',
  wholeNumber: 'errors.ratioWholeNumber',
  range: 'errors.ratioRange',
} as const;

const childrenPerStaff = z
  .number({
    // An empty number field reaches the schema as NaN (client) or absent (API).
    error: (issue) =>
      issue.input === undefined || Number.isNaN(issue.input)
        ? roomRatioMessages.required
        : roomRatioMessages.wholeNumber,
  })
  .int({ error: roomRatioMessages.wholeNumber })
  .min(roomRatioLimits.min, { error: roomRatioMessages.range })
  .max(roomRatioLimits.max, { error: roomRatioMessages.range });

/** The spec's four rooms by their filter key: a new centre's rooms (decision 060). */
export const defaultRoomNames: Record<string, string> = {
  infants: 'Infant Room',
  toddlers: 'Toddler Room',
  preschool: 'Preschool Room',
  'pre-k': 'Pre-K Room',
};

/** Ages in months: a room takes children from birth up to 12 years. */
export const roomAgeLimits = { min: 0, max: 144 } as const;

export const roomMessages = {
  nameRequired: 'errors.roomNameRequired',
  nameTooLong: 'errors.roomNameTooLong',
  nameTaken: 'errors.roomNameTaken',
  ageRequired: 'errors.roomAgeRequired',
  ageWholeNumber: 'errors.roomAgeWholeNumber',
  ageRange: 'errors.roomAgeRange',
  ageOrder: 'errors.roomAgeOrder',
  positionInvalid: 'errors.roomPositionInvalid',
  hasChildren: 'errors.roomHasChildren',
  chooseTarget: 'errors.chooseTargetRoom',
  lastRoom: 'errors.lastRoom',
} as const;

const months = z
  .number({
    error: (issue) =>
      issue.input === undefined || Number.isNaN(issue.input)
        ? roomMessages.ageRequired
        : roomMessages.ageWholeNumber,
  })
  .int({ error: roomMessages.ageWholeNumber })
  .min(roomAgeLimits.min, { error: roomMessages.ageRange })
  .max(roomAgeLimits.max, { error: roomMessages.ageRange });

/** A room's name: the centre's own words, shown as typed in every language. */
export const roomName = lineText(roomMessages.nameRequired)
  .min(1, { error: roomMessages.nameRequired })
  .max(100, { error: roomMessages.nameTooLong });

const ageOrder = (room: { ageFromMonths?: number; ageToMonths?: number }) =>
  room.ageFromMonths === undefined ||
  room.ageToMonths === undefined ||
  room.ageFromMonths < room.ageToMonths;

/** POST /api/rooms: a director adds a room (placed last). */
export const createRoomRequest = z
  .object({ name: roomName, ageFromMonths: months, ageToMonths: months, childrenPerStaff })
  .refine(ageOrder, { error: roomMessages.ageOrder, path: ['ageToMonths'] });
export type CreateRoomRequest = z.infer<typeof createRoomRequest>;

/**
 * PUT /api/rooms/{id}: a director sets the room's ratio, 1:N (the dashboard's dialog), and
 * with it, from the Rooms settings, its name and age range. The ages go together.
 */
export const updateRoomRequest = z
  .object({
    childrenPerStaff,
    name: roomName.optional(),
    ageFromMonths: months.optional(),
    ageToMonths: months.optional(),
  })
  .refine((r) => (r.ageFromMonths === undefined) === (r.ageToMonths === undefined), {
    error: roomMessages.ageRequired,
    path: ['ageToMonths'],
  })
  .refine(ageOrder, { error: roomMessages.ageOrder, path: ['ageToMonths'] });
export type UpdateRoomRequest = z.infer<typeof updateRoomRequest>;

/**
 * PUT /api/rooms/{id}/position: the room's new place among the current rooms, 1 for the
 * first (a place past the last puts it last). One room moves, the others keep their order:
 * two directors moving rooms at once cannot lose a room from the order.
 */
export const roomPositionRequest = z.object({
  position: z
    .number({ error: roomMessages.positionInvalid })
    .int({ error: roomMessages.positionInvalid })
    .min(1, { error: roomMessages.positionInvalid })
    .max(1000, { error: roomMessages.positionInvalid }),
});
export type RoomPositionRequest = z.infer<typeof roomPositionRequest>;

/**
 * POST /api/rooms/{id}/archive: the room leaves pickers and ratios. Its children (if any)
 * move to `moveChildrenTo`, another current room, from today; without one a room with
 * children is not archived.
 */
export const archiveRoomRequest = z.object({
  moveChildrenTo: z
    .union([z.literal(''), z.null(), selectedId(roomMessages.chooseTarget)], {
      error: roomMessages.chooseTarget,
    })
    .optional()
    .transform((id) => id || undefined),
});
export type ArchiveRoomRequest = z.infer<typeof archiveRoomRequest>;
export const archiveRoomResponse = z.object({
  id: z.number().int(),
  movedChildren: z.number().int(),
});
