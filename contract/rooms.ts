import { z } from './zod.ts';

/** A room of the centre, with the staff ratio it must keep (1:N). */
export const roomResponse = z.object({
  id: z.number().int(),
  /** e.g. 'Toddler Room': what children's `room` and staff's `room` labels say. */
  name: z.string(),
  shortName: z.string(),
  /** The value the spec's room filters use (infants, toddlers, preschool, pre-k). */
  filterKey: z.string(),
  childrenPerStaff: z.number().int(),
  sortOrder: z.number().int(),
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

/** PUT /api/rooms/{id}: a director sets the room's ratio, 1:N. */
export const updateRoomRequest = z.object({
  childrenPerStaff: z
    .number({
      // An empty number field reaches the schema as NaN (client) or absent (API).
      error: (issue) =>
        issue.input === undefined || Number.isNaN(issue.input)
          ? roomRatioMessages.required
          : roomRatioMessages.wholeNumber,
    })
    .int({ error: roomRatioMessages.wholeNumber })
    .min(roomRatioLimits.min, { error: roomRatioMessages.range })
    .max(roomRatioLimits.max, { error: roomRatioMessages.range }),
});
export type UpdateRoomRequest = z.infer<typeof updateRoomRequest>;
