import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AbsenceRequest,
  PickupPassRequest,
  PickupPersonRequest,
  PickupRestrictionRequest,
} from '../../contract/handover.ts';
import { call, routeQuery, routeUrl } from './api.ts';
import { queryKeys, useRefreshAfter } from './query-keys.ts';

// Safe hand-over (decision 065): a child's pick-up list, restrictions, passes and absences,
// read and changed from both portals (the server decides what each person reaches).

export const usePickupList = (childId: number | undefined) =>
  useQuery({
    queryKey: [...queryKeys.pickup, childId] as const,
    ...routeQuery('GET /api/children/:id/pickup', { params: { id: childId ?? 0 } }),
    enabled: childId !== undefined,
  });

/** The photo of a person on the list (staff only: the route refuses a family). */
export const pickupPhotoUrl = (childId: number, personId: number) =>
  routeUrl('GET /api/children/:id/pickup/people/:personId/photo', {
    params: { id: childId, personId },
  });

export function useAddPickupPerson(childId: number) {
  return useMutation({
    mutationFn: (body: PickupPersonRequest) =>
      call('POST /api/children/:id/pickup/people', { params: { id: childId }, body }),
    onSuccess: useRefreshAfter('pickup'),
  });
}

export function useChangePickupPerson(childId: number) {
  return useMutation({
    mutationFn: ({ personId, ...body }: PickupPersonRequest & { personId: number }) =>
      call('PUT /api/children/:id/pickup/people/:personId', {
        params: { id: childId, personId },
        body,
      }),
    onSuccess: useRefreshAfter('pickup'),
  });
}

export function useRemovePickupPerson(childId: number) {
  return useMutation({
    mutationFn: (personId: number) =>
      call('DELETE /api/children/:id/pickup/people/:personId', {
        params: { id: childId, personId },
      }),
    onSuccess: useRefreshAfter('pickup'),
  });
}

export function useUploadPickupPhoto(childId: number) {
  return useMutation({
    mutationFn: ({ personId, file }: { personId: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return call('PUT /api/children/:id/pickup/people/:personId/photo', {
        params: { id: childId, personId },
        form,
      });
    },
    onSuccess: useRefreshAfter('pickup'),
  });
}

export function useAddRestriction(childId: number) {
  return useMutation({
    mutationFn: (body: PickupRestrictionRequest) =>
      call('POST /api/children/:id/pickup/restrictions', { params: { id: childId }, body }),
    onSuccess: useRefreshAfter('pickup'),
  });
}

/** A restriction's document (staff only). */
export const restrictionDocumentUrl = (childId: number, restrictionId: number) =>
  routeUrl('GET /api/children/:id/pickup/restrictions/:restrictionId/document', {
    params: { id: childId, restrictionId },
  });

export function useAttachRestrictionDocument(childId: number) {
  return useMutation({
    mutationFn: ({ restrictionId, file }: { restrictionId: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return call('PUT /api/children/:id/pickup/restrictions/:restrictionId/document', {
        params: { id: childId, restrictionId },
        form,
      });
    },
    onSuccess: useRefreshAfter('pickup'),
  });
}

export function useLiftRestriction(childId: number) {
  return useMutation({
    mutationFn: (restrictionId: number) =>
      call('DELETE /api/children/:id/pickup/restrictions/:restrictionId', {
        params: { id: childId, restrictionId },
      }),
    onSuccess: useRefreshAfter('pickup'),
  });
}

export function useIssuePass(childId: number) {
  return useMutation({
    mutationFn: (body: PickupPassRequest) =>
      call('POST /api/children/:id/pickup/passes', { params: { id: childId }, body }),
    onSuccess: useRefreshAfter('pickup'),
  });
}

export function useRevokePass(childId: number) {
  return useMutation({
    mutationFn: (passId: number) =>
      call('DELETE /api/children/:id/pickup/passes/:passId', {
        params: { id: childId, passId },
      }),
    onSuccess: useRefreshAfter('pickup'),
  });
}

export const usePickupApprovers = (enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.pickup, 'approvers'] as const,
    ...routeQuery('GET /api/pickup/approvers'),
    enabled,
  });

/** Reported absences from the centre's today on (one child's, or every child's). */
export const useAbsences = (childId?: number) =>
  useQuery({
    queryKey: [...queryKeys.absences, childId ?? 'all'] as const,
    ...routeQuery('GET /api/absences', { query: childId ? { childId: String(childId) } : {} }),
  });

export function useReportAbsence(childId: number) {
  return useMutation({
    mutationFn: (body: AbsenceRequest) =>
      call('POST /api/children/:id/absences', { params: { id: childId }, body }),
    onSuccess: useRefreshAfter('absence'),
  });
}

export function useWithdrawAbsence(childId: number) {
  return useMutation({
    mutationFn: (absenceId: number) =>
      call('DELETE /api/children/:id/absences/:absenceId', {
        params: { id: childId, absenceId },
      }),
    onSuccess: useRefreshAfter('absence'),
  });
}

/** A guardian gives a person on the list a kiosk PIN (decision 072): the answer shows it once. */
export function useIssuePickupPin(childId: number) {
  return useMutation({
    mutationFn: (personId: number) =>
      call('POST /api/children/:id/pickup/people/:personId/kiosk-pin', {
        params: { id: childId, personId },
      }),
    onSuccess: useRefreshAfter('pickup'),
  });
}

export function useWithdrawPickupPin(childId: number) {
  return useMutation({
    mutationFn: (personId: number) =>
      call('DELETE /api/children/:id/pickup/people/:personId/kiosk-pin', {
        params: { id: childId, personId },
      }),
    onSuccess: useRefreshAfter('pickup'),
  });
}
