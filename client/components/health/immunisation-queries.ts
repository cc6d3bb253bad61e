import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ImmunisationRequest } from '../../../contract/immunisations.ts';
import { call, routeQuery } from '../../lib/api.ts';
import { queryKeys, useRefreshAfter } from '../../lib/query-keys.ts';
import { uploadToRoute } from '../../lib/upload-with-progress.ts';

/** Immunisations (decision 066), read and entered from both portals. */

/** One child's doses, exemptions and status against the centre's schedule. */
export const childImmunisationsQuery = (childId: number) =>
  queryOptions({
    queryKey: [...queryKeys.health, 'immunisations', childId],
    ...routeQuery('GET /api/children/:id/immunisations', { params: { id: childId } }),
  });

export function useRecordImmunisation(childId: number) {
  return useMutation({
    mutationFn: (body: ImmunisationRequest) =>
      call('POST /api/children/:id/immunisations', { params: { id: childId }, body }),
    onSuccess: useRefreshAfter('health'),
  });
}

/** An exemption with its document: the form's fields and the file, multipart. */
export function useAddExemption(childId: number) {
  return useMutation({
    mutationFn: (form: FormData) =>
      uploadToRoute(
        'POST /api/children/:id/immunisation-exemptions',
        { params: { id: childId } },
        form,
      ),
    onSuccess: useRefreshAfter('health'),
  });
}

type Entry = { kind: 'dose' | 'exemption'; id: number };

export function useVerifyEntry(childId: number) {
  return useMutation({
    mutationFn: async ({ kind, id }: Entry) => {
      if (kind === 'dose')
        await call('POST /api/children/:id/immunisations/:immunisationId/verification', {
          params: { id: childId, immunisationId: id },
        });
      else
        await call('POST /api/children/:id/immunisation-exemptions/:exemptionId/verification', {
          params: { id: childId, exemptionId: id },
        });
    },
    onSuccess: useRefreshAfter('health'),
  });
}

export function useRemoveEntry(childId: number) {
  return useMutation({
    mutationFn: ({ kind, id }: Entry) =>
      kind === 'dose'
        ? call('DELETE /api/children/:id/immunisations/:immunisationId', {
            params: { id: childId, immunisationId: id },
          })
        : call('DELETE /api/children/:id/immunisation-exemptions/:exemptionId', {
            params: { id: childId, exemptionId: id },
          }),
    onSuccess: useRefreshAfter('health'),
  });
}
