import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  GalleryPhoto,
  GalleryUpdateRequest,
  GalleryUploadFields,
} from '../../../contract/gallery.ts';
import { call, routeQuery } from '../../lib/api.ts';
import { queryKeys, useRefreshAfter } from '../../lib/query-keys.ts';
import { galleryListOptions } from '../../lib/query-options.ts';
import { uploadToRoute } from '../../lib/upload-with-progress.ts';

/** Total, Visible, Hidden: polled with the list (spec 9), so the counters agree with it. */
export const gallerySummaryQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.gallery, 'summary'],
    ...routeQuery('GET /api/gallery/summary'),
    refetchInterval: galleryListOptions.pollMs,
    staleTime: galleryListOptions.staleMs,
    retry: galleryListOptions.retries,
  });

/**
 * The children staff may tag (enrolled, photo release on record). Read afresh at each opening
 * of a dialog: a consent recorded meanwhile makes a child taggable.
 */
export const taggableChildrenQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.gallery, 'children'],
    ...routeQuery('GET /api/gallery/children'),
    staleTime: 0,
  });

/** What the upload and edit dialogs collect (tags already split, children by id). */
export type PhotoDetails = {
  title: string;
  description: string;
  tags: string[];
  childIds: number[];
};

/**
 * One photo: POST /api/gallery as multipart, the text fields before the file (the server
 * reads them first and can refuse before the file streams in). Not a mutation: the dialog
 * runs several, each with its own progress, and refreshes the gallery once at the end.
 */
export function uploadPhoto(
  details: PhotoDetails,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<GalleryPhoto> {
  const fields: Required<GalleryUploadFields> = {
    title: details.title,
    description: details.description,
    tags: JSON.stringify(details.tags),
    childIds: JSON.stringify(details.childIds),
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return uploadToRoute('POST /api/gallery', {}, form, { onProgress });
}

/** Details ({title, description, tags, childIds?}) or visibility ({isVisible}) alone. */
export function useUpdatePhoto() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: GalleryUpdateRequest }) =>
      call('PATCH /api/gallery/:id', { params: { id }, body }),
    onSuccess: useRefreshAfter('gallery'),
  });
}

export function useDeletePhoto() {
  return useMutation({
    mutationFn: (id: number) => call('DELETE /api/gallery/:id', { params: { id } }),
    onSuccess: useRefreshAfter('gallery'),
  });
}
