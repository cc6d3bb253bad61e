import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  recordMilestoneRequest,
  UpdateChildMilestoneRequest,
} from '../../../contract/child-milestones.ts';
import type { Language } from '../../../contract/enums.ts';
import { call, routeQuery } from '../../lib/api.ts';
import { queryKeys, useRefreshAfter } from '../../lib/query-keys.ts';

/**
 * The gallery photos that name the child, newest first: the evidence to choose from. Under
 * the milestones key (recording refreshes it) and read again each time a form opens, as a
 * photo may have been tagged meanwhile.
 */
export const childPhotosQuery = (childId: number) =>
  queryOptions({
    queryKey: [...queryKeys.milestones, 'photos', childId],
    ...routeQuery('GET /api/children/:id/milestone-photos', { params: { id: childId } }),
    refetchOnMount: 'always',
  });

/** A room's children and the milestones expected at their age they are still working on. */
export const roomMilestonesQuery = (roomId: number | undefined, language: Language) =>
  queryOptions({
    queryKey: [...queryKeys.milestones, 'room', roomId, language],
    ...routeQuery('GET /api/milestones/rooms/:id', {
      params: { id: roomId! },
      query: { language },
    }),
    enabled: roomId !== undefined,
  });

export type RecordMilestoneFields = z.output<typeof recordMilestoneRequest>;

/** Records a milestone for a child (the server tells the family when asked to). */
export function useRecordMilestone(childId: number, language: Language) {
  return useMutation({
    mutationFn: (body: RecordMilestoneFields) =>
      call('POST /api/children/:id/milestones', {
        params: { id: childId },
        query: { language },
        body,
      }),
    onSuccess: useRefreshAfter('milestone'),
  });
}

/** Stars or unstars a recorded milestone, or corrects its date, notes or photos. */
export function useUpdateChildMilestone(language: Language) {
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateChildMilestoneRequest }) =>
      call('PATCH /api/child-milestones/:id', {
        params: { id },
        query: { language },
        body: change,
      }),
    onSuccess: useRefreshAfter('milestone'),
  });
}

/**
 * Removes a milestone recorded by mistake (progress and badges recounted). Refreshed on a
 * refusal too: a 404 means someone removed it meanwhile.
 */
export function useRemoveChildMilestone() {
  return useMutation({
    mutationFn: (id: number) => call('DELETE /api/child-milestones/:id', { params: { id } }),
    onSettled: useRefreshAfter('milestone'),
  });
}

/**
 * A new photo of the child, uploaded from the milestone form: it goes to the gallery naming the
 * child (tagged 'milestones'), as any staff upload does, so it is evidence the server accepts
 * and the family sees it under the gallery's own rules.
 */
export function useUploadEvidence(childId: number) {
  return useMutation({
    mutationFn: ({ file, title }: { file: File; title: string }) => {
      const form = new FormData();
      form.append('title', title);
      form.append('description', '');
      form.append('tags', JSON.stringify(['milestones']));
      form.append('childIds', JSON.stringify([childId]));
      form.append('file', file, file.name);
      return call('POST /api/gallery', { form });
    },
    onSuccess: useRefreshAfter('evidencePhoto'),
  });
}
