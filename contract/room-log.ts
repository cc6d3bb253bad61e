import { z } from './zod.ts';
import {
  clockTime,
  isoDate,
  lineText,
  multiLineText,
  recordId,
  selectedId,
  timestamp,
} from './common.ts';
import { pleaseSelectChild } from './daily-reports.ts';
import { moods } from './enums.ts';

// The room's day in a few taps (issue 42, decision 068): one event logged for several
// children at once; the reviewed day becomes each child's daily report.

/** What a teacher logs. A nap is two entries: its start and its end. */
export const roomLogKinds = [
  'napStart',
  'napEnd',
  'bottle',
  'meal',
  'snack',
  'diaper',
  'activity',
  'mood',
  'note',
] as const;
export type RoomLogKind = (typeof roomLogKinds)[number];
/** How much of a meal or snack the child ate. */
export const eatenAmounts = ['none', 'some', 'most', 'all'] as const;
/** A diaper change or a toilet visit. */
export const diaperChoices = ['wet', 'dirty', 'dry', 'potty'] as const;
/** The unit bottles are logged in: the centre's choice. */
export const bottleUnits = ['ml', 'oz'] as const;
/** Whether families see entries as they are logged, or only the reviewed daily report. */
export const familyViews = ['live', 'reviewed'] as const;

export const roomLogErrors = {
  childrenRequired: 'errors.roomLogChildrenRequired',
  tooManyChildren: 'errors.roomLogTooManyChildren',
  repeatedChild: 'errors.roomLogRepeatedChild',
  oneChildForNote: 'errors.roomLogOneChildForNote',
  kindInvalid: 'errors.roomLogKindInvalid',
  textRequired: 'errors.roomLogTextRequired',
  textTooLong: 'errors.roomLogTextTooLong',
  choiceInvalid: 'errors.roomLogChoiceInvalid',
  amountInvalid: 'errors.roomLogAmountInvalid',
  reasonRequired: 'errors.roomLogReasonRequired',
  reasonTooLong: 'errors.roomLogReasonTooLong',
  actionIdInvalid: 'errors.invalidActionId',
  happenedInvalid: 'errors.invalidHappenedAt',
  childNotInRoom: 'errors.roomLogChildNotHere',
  undoTooLate: 'errors.roomLogUndoTooLate',
  undoNotYours: 'errors.roomLogUndoNotYours',
  entryNotFound: 'errors.roomLogEntryNotFound',
  alreadySent: 'errors.roomDayAlreadySent',
  infantMonthsRange: 'errors.roomLogInfantMonthsRange',
  activityInvalid: 'errors.roomLogActivityInvalid',
  tooManyActivities: 'errors.roomLogTooManyActivities',
  repeatedActivity: 'errors.roomLogRepeatedActivity',
  photoOnlyActivity: 'errors.roomLogPhotoOnlyActivity',
  photoNotOfChildren: 'errors.roomLogPhotoNotOfChildren',
} as const;
const e = roomLogErrors;

/** The fields of an entry a kind uses, checked together (a bottle needs its amount, …). */
const entryFields = {
  /** What was offered (meal, snack), the activity, the note. */
  text: lineText(e.textTooLong).max(500, { error: e.textTooLong }).default(''),
  /** How much was eaten, the diaper, the mood. */
  choice: z
    .enum(['', ...eatenAmounts, ...diaperChoices, ...moods], { error: e.choiceInvalid })
    .default(''),
  /** A bottle's amount, in the centre's unit. */
  amount: z
    .number({ error: e.amountInvalid })
    .positive({ error: e.amountInvalid })
    .max(2000, { error: e.amountInvalid })
    .optional(),
};

type EntryFields = { kind: RoomLogKind; text: string; choice: string; amount?: number };

/** Which fields each kind needs: said on the field that is missing or wrong. */
export function entryFieldProblems(v: EntryFields): { path: string; error: string }[] {
  const choiceOf = (list: readonly string[]) =>
    list.includes(v.choice) ? [] : [{ path: 'choice', error: e.choiceInvalid }];
  switch (v.kind) {
    case 'bottle':
      return v.amount === undefined ? [{ path: 'amount', error: e.amountInvalid }] : [];
    case 'meal':
    case 'snack':
      return choiceOf(eatenAmounts);
    case 'diaper':
      return choiceOf(diaperChoices);
    case 'mood':
      return choiceOf(moods);
    case 'activity':
    case 'note':
      return v.text ? [] : [{ path: 'text', error: e.textRequired }];
    default:
      return [];
  }
}

const actionId = z
  .string({ error: e.actionIdInvalid })
  .regex(/^[A-Za-z0-9-]{8,64}$/, { error: e.actionIdInvalid });
const happenedAt = z.iso.datetime({ offset: true, error: e.happenedInvalid });

/**
 * POST /api/room-log/entries: one event for one or more children, all recorded or none.
 * `clientActionId` is the device's own id for it (sent again from the offline queue, it is
 * answered with what it did the first time); `happenedAt` says when, if earlier than it
 * arrives (today on the centre's clock, at most 12 hours back: decision 028).
 */
export const logRoomEntryRequest = z
  .object({
    clientActionId: actionId,
    happenedAt: happenedAt.optional(),
    roomId: selectedId('errors.roomNotFound').optional(),
    childIds: z
      .array(selectedId(pleaseSelectChild), { error: e.childrenRequired })
      .min(1, { error: e.childrenRequired })
      .max(60, { error: e.tooManyChildren }),
    kind: z.enum(roomLogKinds, { error: e.kindInvalid }),
    ...entryFields,
    /**
     * An activity's photo, uploaded first through `POST /api/gallery` with these children
     * (the gallery's rules: photo releases, EXIF removed, who sees it).
     */
    photoId: selectedId(e.photoNotOfChildren).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.photoId !== undefined && v.kind !== 'activity')
      ctx.addIssue({ code: 'custom', path: ['photoId'], message: e.photoOnlyActivity });
    if (new Set(v.childIds).size !== v.childIds.length)
      ctx.addIssue({ code: 'custom', path: ['childIds'], message: e.repeatedChild });
    if (v.kind === 'note' && v.childIds.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['childIds'], message: e.oneChildForNote });
    for (const p of entryFieldProblems(v))
      ctx.addIssue({ code: 'custom', path: [p.path], message: p.error });
  });
export type LogRoomEntryRequest = z.input<typeof logRoomEntryRequest>;

/**
 * POST /api/room-log/entries/:id/corrections: a later correction is a new entry of the same
 * kind, for the same child, saying why; the entry it corrects leaves the day (kept, audited).
 */
export const correctRoomEntryRequest = z
  .object({
    reason: lineText(e.reasonRequired)
      .min(1, { error: e.reasonRequired })
      .max(300, { error: e.reasonTooLong }),
    happenedAt: happenedAt.optional(),
    ...entryFields,
  })
  .strict();
export type CorrectRoomEntryRequest = z.input<typeof correctRoomEntryRequest>;

export const roomLogEntryResponse = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  childId: z.number().int(),
  kind: z.enum(roomLogKinds),
  happenedAt: timestamp,
  text: z.string(),
  choice: z.string(),
  amount: z.number().nullable(),
  unit: z.string(),
  /** An activity's gallery photo. */
  photoId: z.number().int().nullable(),
  correctsEntryId: z.number().int().nullable(),
  correctionReason: z.string(),
  recordedByUserId: z.number().int(),
  /** Who logged it: their staff name (null for a parent's reading: staff are "the centre"). */
  recordedBy: z.string().nullable(),
});
export type RoomLogEntryResponse = z.infer<typeof roomLogEntryResponse>;

/** A meal or snack naming one of a child's allergens: a warning, not a refusal. */
export const allergyWarning = z.object({
  childId: z.number().int(),
  childName: z.string(),
  allergens: z.array(z.string()),
});
export type AllergyWarning = z.infer<typeof allergyWarning>;

export const roomLogGroupResponse = z.object({
  groupId: z.number().int(),
  clientActionId: z.string(),
  kind: z.enum(roomLogKinds),
  happenedAt: timestamp,
  /** Until when its author may undo it (a minute after it was recorded). */
  undoUntil: timestamp,
  entries: z.array(roomLogEntryResponse),
  warnings: z.array(allergyWarning),
});
export type RoomLogGroupResponse = z.infer<typeof roomLogGroupResponse>;

export const undoRoomLogResponse = z.object({
  groupId: z.number().int(),
  undone: z.number().int(),
});

/** The centre's choices for the room's day (directors set them). */
export const roomLogSettings = z.object({
  familyView: z.enum(familyViews, { error: e.choiceInvalid }),
  bottleUnit: z.enum(bottleUnits, { error: e.choiceInvalid }),
  /** A child younger than this many months gets the infants' sheet: every entry with its time. */
  infantSheetMonths: z
    .number({ error: e.infantMonthsRange })
    .int({ error: e.infantMonthsRange })
    .min(0, { error: e.infantMonthsRange })
    .max(72, { error: e.infantMonthsRange }),
  /**
   * HH:MM on the centre's clock after which the server sends each child's day not sent yet
   * (the draft Review and send would show, unedited); '' leaves sending to the button.
   */
  autoSendAt: z.union([clockTime, z.literal('')]).default(''),
  /** The centre's own activities, offered when an activity is logged (free text too). */
  activities: z
    .array(
      lineText(e.activityInvalid)
        .min(1, { error: e.activityInvalid })
        .max(80, { error: e.activityInvalid }),
      { error: e.activityInvalid },
    )
    .max(40, { error: e.tooManyActivities })
    .refine((list) => new Set(list.map((a) => a.toLowerCase())).size === list.length, {
      error: e.repeatedActivity,
    })
    .default([]),
});
export type RoomLogSettings = z.infer<typeof roomLogSettings>;

export const roomDayQuery = z.object({ roomId: recordId });

/** One child of the room today: whether here now, asleep since when, and today's entries. */
export const roomDayChild = z.object({
  id: z.number().int(),
  name: z.string(),
  dateOfBirth: isoDate,
  ageMonths: z.number().int(),
  present: z.boolean(),
  checkInAt: timestamp.nullable(),
  checkOutAt: timestamp.nullable(),
  /** The start of a nap not ended yet. */
  asleepSince: timestamp.nullable(),
  /** The daily report sent from today's review, if it was. */
  sentReportId: z.number().int().nullable(),
  entries: z.array(roomLogEntryResponse),
});
export type RoomDayChild = z.infer<typeof roomDayChild>;

/** GET /api/room-day?roomId=: the room's children and today's entries, oldest first. */
export const roomDayResponse = z.object({
  roomId: z.number().int(),
  roomName: z.string(),
  date: isoDate,
  settings: roomLogSettings,
  children: z.array(roomDayChild),
});
export type RoomDayResponse = z.infer<typeof roomDayResponse>;

/** GET /api/room-log/entries?childId=&date=: one child's entries of a day (default: today). */
export const childEntriesQuery = z.object({ childId: recordId, date: isoDate.optional() });
export const childEntriesResponse = z.object({
  familyView: z.enum(familyViews),
  /** Empty for a family when the centre shows only the reviewed report. */
  entries: z.array(roomLogEntryResponse),
});
export type ChildEntriesResponse = z.infer<typeof childEntriesResponse>;

/**
 * POST /api/room-day/reports: "Review and send": the child's day as its daily report, in the
 * spec's fields, as staff edited them. Once per child per day (409 after).
 */
export const sendRoomDayReportRequest = z.object({
  childId: selectedId(pleaseSelectChild),
  date: isoDate.optional(),
  meals: multiLineText('errors.mealsNotText').max(2000, { error: 'errors.mealsTooLong' }),
  naps: multiLineText('errors.napsNotText').max(2000, { error: 'errors.napsTooLong' }),
  activities: multiLineText('errors.activitiesNotText').max(2000, {
    error: 'errors.activitiesTooLong',
  }),
  mood: z.enum([...moods, ''], { error: 'errors.moodInvalid' }).default(''),
  notes: multiLineText('errors.notesNotText').max(2000, { error: 'errors.notesTooLong' }),
});
export type SendRoomDayReportRequest = z.input<typeof sendRoomDayReportRequest>;
