import { errorResponse } from '../errors.ts';
import {
  galleryFileParam,
  galleryIdParam,
  galleryListQuery,
  galleryListResponse,
  galleryPhoto,
  gallerySummary,
  galleryUpdateRequest,
  taggableChildrenResponse,
} from '../gallery.ts';
import { z } from '../zod.ts';
import { defineRoutes } from './define.ts';

const tag = 'gallery';

/**
 * The centre's photo gallery (decision 024): staff upload, describe, tag, hide and delete;
 * everyone lists what they may see and opens its files at the spec's generated paths.
 */
export const galleryRoutes = defineRoutes({
  'GET /api/gallery': {
    operationId: 'listGalleryPhotos',
    tag,
    summary: 'Gallery photos the signed-in person may see, newest first (paged)',
    access: 'gallery.read',
    query: galleryListQuery,
    paged: true,
    responses: { 200: galleryListResponse, 400: errorResponse },
  },
  'GET /api/gallery/summary': {
    operationId: 'getGallerySummary',
    tag,
    summary: 'The gallery counters: all photos, visible, hidden',
    access: 'gallery.manage',
    responses: { 200: gallerySummary },
  },
  'GET /api/gallery/children': {
    operationId: 'listTaggableChildren',
    tag,
    summary: 'Children who may be named in photos (enrolled, with a photo release)',
    access: 'gallery.manage',
    responses: { 200: taggableChildrenResponse },
  },
  'POST /api/gallery': {
    operationId: 'uploadGalleryPhoto',
    tag,
    summary:
      'Upload a photo (multipart: title, description, tags and childIds as JSON text, then the file in "file")',
    access: 'gallery.manage',
    upload: true,
    responses: { 201: galleryPhoto, 400: errorResponse, 413: errorResponse, 415: errorResponse },
  },
  'PATCH /api/gallery/:id': {
    operationId: 'updateGalleryPhoto',
    tag,
    summary: 'Change a photo: its title, description, tags and children, or only its visibility',
    access: 'gallery.manage',
    params: galleryIdParam,
    body: galleryUpdateRequest,
    responses: { 200: galleryPhoto, 400: errorResponse, 404: errorResponse },
  },
  'DELETE /api/gallery/:id': {
    operationId: 'deleteGalleryPhoto',
    tag,
    summary: 'Delete a photo and its files',
    access: 'gallery.manage',
    params: galleryIdParam,
    responses: { 204: z.null().describe('Deleted'), 404: errorResponse },
  },
  // A photo's files: each request is authorized like the list (404 for one a parent may not see).
  'GET /uploads/gallery/:name': {
    operationId: 'getGalleryPhotoFile',
    tag,
    summary: 'A photo’s display copy (WebP, at most 1600 px)',
    access: 'gallery.read',
    params: galleryFileParam,
    file: ['image/webp'],
    responses: { 404: errorResponse },
  },
  'GET /uploads/gallery/thumbnails/:name': {
    operationId: 'getGalleryThumbnail',
    tag,
    summary: 'A photo’s thumbnail (WebP, at most 400 px)',
    access: 'gallery.read',
    params: galleryFileParam,
    file: ['image/webp'],
    responses: { 404: errorResponse },
  },
});
