import { isoDate, recordId, selectedId, timestamp } from './common.ts';
import { optionalText, pleaseSelectStaff, requiredDate } from './daily-reports.ts';
import { milestoneCategory, milestoneTemplate } from './milestones.ts';
import { z } from './zod.ts';

/**
 * A child's milestones (issue 17, decision 033): what they have shown (recorded by staff,
 * with evidence photos from the gallery), progress per category (kept by the server), badges
 * earned by rules, and what comes next. Parents read only their own children's (404 for any
 * other child, as for one that does not exist).
 */

export const maxEvidencePhotos = 10;
export const evidencePhotoIds = z
  .array(z.number().int().positive().max(2_147_483_647), {
    error: 'errors.milestonePhotosInvalid',
  })
  .max(maxEvidencePhotos, { error: 'errors.milestoneTooManyPhotos' })
  .transform((ids) => [...new Set(ids)]);

/** POST /api/children/{id}/milestones: staff record that the child has shown a milestone. */
export const recordMilestoneRequest = z.object({
  templateId: selectedId('errors.milestoneRequired'),
  staffId: selectedId(pleaseSelectStaff),
  achievedDate: requiredDate('errors.dateRequired'),
  notes: optionalText('errors.notesNotText', 'errors.notesTooLong'),
  /** Gallery photos that show this child (ids). */
  evidencePhotos: evidencePhotoIds.default([]),
  isStarred: z.boolean().default(false),
  /** Tell the guardians (a message, and an e-mail if their settings ask). */
  notifyFamily: z.boolean().default(true),
});
export type RecordMilestoneRequest = z.input<typeof recordMilestoneRequest>;

/** PATCH /api/child-milestones/{id}: star or unstar, or correct the details. */
export const updateChildMilestoneRequest = z
  .object({
    isStarred: z.boolean(),
    achievedDate: requiredDate('errors.dateRequired'),
    notes: optionalText('errors.notesNotText', 'errors.notesTooLong'),
    evidencePhotos: evidencePhotoIds,
  })
  .partial();
export type UpdateChildMilestoneRequest = z.input<typeof updateChildMilestoneRequest>;

/** A gallery photo shown as evidence: only those the reader may see are listed. */
export const evidencePhoto = z.object({
  id: z.number().int(),
  title: z.string(),
  filePath: z.string(),
  thumbnailPath: z.string(),
});
export type EvidencePhoto = z.infer<typeof evidencePhoto>;

/** A milestone the child has shown (spec section 3), with its milestone's text. */
export const childMilestone = z.object({
  id: z.number().int(),
  childId: z.number().int(),
  templateId: z.number().int(),
  template: milestoneTemplate,
  achievedDate: isoDate,
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  notes: z.string(),
  /** The evidence photos' ids the reader may see, and the photos themselves. */
  evidencePhotos: z.array(z.number().int()),
  photos: z.array(evidencePhoto),
  parentNotified: z.boolean(),
  notificationSentAt: timestamp.nullable(),
  isStarred: z.boolean(),
  createdAt: timestamp,
});
export type ChildMilestone = z.infer<typeof childMilestone>;

/** Progress in one category (spec section 3): the active milestones, how many are shown. */
export const categoryProgress = z.object({
  totalMilestones: z.number().int(),
  achievedMilestones: z.number().int(),
  progressPercentage: z.number().int(),
  lastUpdated: timestamp.nullable(),
});
export type CategoryProgress = z.infer<typeof categoryProgress>;

export const badgeTypes = ['first-milestone', 'category-age', 'age-complete'] as const;
export type BadgeType = (typeof badgeTypes)[number];

/** What a badge asked for: which milestones (by category and checklist age). */
export const badgeRequirements = z.object({
  categoryId: z.number().int().nullable(),
  ageMonths: z.number().int().nullable(),
  templateIds: z.array(z.number().int()),
});

/** A badge the child earned (spec section 3), named and described in the reader's language. */
export const milestoneBadge = z.object({
  id: z.number().int(),
  childId: z.number().int(),
  badgeType: z.enum(badgeTypes),
  badgeName: z.string(),
  description: z.string(),
  iconPath: z.string(),
  earnedDate: isoDate,
  requirements: badgeRequirements,
  isVisible: z.boolean(),
  createdAt: timestamp,
});
export type MilestoneBadge = z.infer<typeof milestoneBadge>;

/**
 * A milestone not shown yet: `expected` once the child is past its checklist age (within the
 * year before), else coming up (the child is within its age range).
 */
export const nextMilestone = milestoneTemplate.extend({ expected: z.boolean() });
export type NextMilestone = z.infer<typeof nextMilestone>;

/** GET /api/children/{id}/milestones: everything a child's milestones screen shows. */
export const childMilestonesResponse = z.object({
  child: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: isoDate,
    /** Whole months of age on the centre's today. */
    ageMonths: z.number().int(),
    room: z.string(),
  }),
  categories: z.array(milestoneCategory.extend({ progress: categoryProgress })),
  /** Newest first. */
  achieved: z.array(childMilestone),
  next: z.array(nextMilestone),
  badges: z.array(milestoneBadge),
});
export type ChildMilestonesResponse = z.infer<typeof childMilestonesResponse>;

/** GET /api/children/{id}/milestone-photos: the gallery photos that name the child. */
export const childPhotosResponse = z.array(evidencePhoto.extend({ createdAt: timestamp }));
export type ChildPhotosResponse = z.infer<typeof childPhotosResponse>;

/**
 * GET /api/milestones/rooms/{id}: for planning the room's activities, each enrolled child with
 * the milestones expected by their age (within the past year) that they have not shown yet,
 * and the same by milestone: how many children are still working on it.
 */
export const roomMilestonesResponse = z.object({
  room: z.object({ id: z.number().int(), name: z.string() }),
  children: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      ageMonths: z.number().int(),
      expectedCount: z.number().int(),
      notYet: z.array(z.object({ templateId: z.number().int(), categoryId: z.number().int() })),
    }),
  ),
  milestones: z.array(
    z.object({
      template: milestoneTemplate,
      categoryName: z.string(),
      childIds: z.array(z.number().int()),
    }),
  ),
});
export type RoomMilestonesResponse = z.infer<typeof roomMilestonesResponse>;

export const childIdParam = z.object({ id: recordId });
