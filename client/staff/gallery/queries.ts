import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  GalleryPhoto,
  GallerySummary,
  GalleryUpdateRequest,
  GalleryUploadFields,
  TaggableChild,
} from '../../../contract/gallery.ts';
import { api } from '../../lib/api.ts';
import { queryKeys, useRefreshAfter } from '../../lib/query-keys.ts';
import { galleryListOptions } from '../../lib/query-options.ts';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';

/** Total, Visible, Hidden: polled with the list (spec 9), so the counters agree with it. */
export const gallerySummaryQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.gallery, 'summary'],
    queryFn: ({ signal }) => api.get<GallerySummary>('/api/gallery/summary', { signal }),
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
    queryFn: ({ signal }) => api.get<TaggableChild[]>('/api/gallery/children', { signal }),
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
  return uploadWithProgress<GalleryPhoto>('POST', '/api/gallery', form, { onProgress });
}

/** Details ({title, description, tags, childIds?}) or visibility ({isVisible}) alone. */
export function useUpdatePhoto() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: GalleryUpdateRequest }) =>
      api.patch<GalleryPhoto>(`/api/gallery/${id}`, body),
    onSuccess: useRefreshAfter('gallery'),
  });
}

export function useDeletePhoto() {
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/gallery/${id}`),
    onSuccess: useRefreshAfter('gallery'),
  });
}
