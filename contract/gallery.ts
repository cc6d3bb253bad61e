import {
  cursorParam,
  lineText,
  multiLineText,
  oneLine,
  pageLimit,
  recordId,
  searchParam,
} from './common.ts';
import { z } from './zod.ts';

/**
 * Gallery photos (issue 12, decision 024). The upload is the file itself (multipart): the
 * server keeps an upright, metadata-free display copy (WebP, at most 1600 px) and a
 * thumbnail (WebP, at most 400 px); never the original. `filePath` (/uploads/gallery/…) is
 * the display copy, `thumbnailPath` the thumbnail, both served only to who may see the photo.
 * A photo may name the children in it: a child without a recorded 'Photo & Video Release
 * Form' cannot be named, and a photo naming one is kept from parents (`staffOnly`). A parent
 * sees visible photos that name no child or one of their own.
 */

export const galleryFieldsRequired = 'errors.galleryFieldsRequired';
export const tagTooLong = 'errors.galleryTagTooLong';
export const tooManyTags = 'errors.galleryTooManyTags';
export const galleryChildren = 'errors.galleryChildren';

const title = lineText(galleryFieldsRequired)
  .min(1, { error: galleryFieldsRequired })
  .max(200, { error: 'errors.titleTooLong' });
const description = multiLineText().max(5000, { error: 'errors.descriptionTooLong' });
const tagList = z
  .array(lineText().max(40, { error: tagTooLong }), { error: 'errors.galleryTags' })
  .max(20, { error: tooManyTags })
  .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))]);
const childIdList = z
  .array(z.number().int().positive().max(2_147_483_647), { error: galleryChildren })
  .max(100, { error: galleryChildren })
  .transform((ids) => [...new Set(ids)]);

/** "a, b ,c" → ['a', 'b', 'c']: the dialog's comma-separated tags, trimmed, empties dropped. */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/** A multipart field holding JSON text (the spec's `tags`), parsed before it is checked. */
const jsonText = <T extends z.ZodType>(schema: T, message: string) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * POST /api/gallery's text fields (multipart, sent before the file): `tags` and `childIds`
 * are JSON text ('["outdoor","art"]', '[12,14]'), as the spec sends tags.
 */
export const galleryUploadFields = z.object({
  title,
  description: description.default(''),
  tags: jsonText(tagList, 'errors.galleryTags').default([]),
  childIds: jsonText(childIdList, galleryChildren).default([]),
});
export type GalleryUploadFields = z.input<typeof galleryUploadFields>;

/** PATCH /api/gallery/{id}: the details (title, description, tags, children), or visibility. */
export const galleryUpdateRequest = z.union([
  z.object({ isVisible: z.boolean() }).strict(),
  z.object({
    title,
    description: description.default(''),
    tags: tagList.default([]),
    childIds: childIdList.optional(),
  }),
]);
export type GalleryUpdateRequest = z.input<typeof galleryUpdateRequest>;

export const galleryListQuery = z.object({
  /** Case-insensitive substring of the title or the description. */
  search: searchParam.optional(),
  /** Only photos carrying this tag (exactly, letter case ignored). */
  tag: oneLine(z.string()).max(40, { error: tagTooLong }).optional(),
  before: cursorParam.optional(),
  limit: pageLimit(30),
});
export type GalleryListQuery = z.output<typeof galleryListQuery>;

const taggedChild = z.object({ id: z.number().int(), name: z.string() });

export const galleryPhoto = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The name the file had on the uploader's device. */
  fileName: z.string(),
  /** The display copy: /uploads/gallery/{timestamp}-{random}.webp. */
  filePath: z.string(),
  /** The thumbnail: /uploads/gallery/thumbnails/{timestamp}-{random}.webp. */
  thumbnailPath: z.string(),
  /** Bytes of the display copy. */
  fileSize: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  uploadedBy: z.number().int().nullable(),
  uploadedByName: z.string().nullable(),
  tags: z.array(z.string()),
  /** The children named in the photo (for a parent: only their own). */
  children: z.array(taggedChild),
  isVisible: z.boolean(),
  /** A child named in it has no photo release on record: never shown to parents. */
  staffOnly: z.boolean(),
  createdAt: z.string(),
});
export type GalleryPhoto = z.infer<typeof galleryPhoto>;
export const galleryListResponse = z.array(galleryPhoto);

/** The staff counters: every photo, visible ones, hidden ones. */
export const gallerySummary = z.object({
  total: z.number().int(),
  visible: z.number().int(),
  hidden: z.number().int(),
});
export type GallerySummary = z.infer<typeof gallerySummary>;

/** The children staff may name in a photo: enrolled, with a photo release on record. */
export const taggableChild = taggedChild.extend({ room: z.string() });
export const taggableChildrenResponse = z.array(taggableChild);
export type TaggableChild = z.infer<typeof taggableChild>;

export const galleryIdParam = z.object({ id: recordId });
/** /uploads/gallery/… names, as the server made them. */
export const galleryFileParam = z.object({ name: z.string().max(100) });
