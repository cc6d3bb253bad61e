import { useMutation } from '@tanstack/react-query';
import type {
  MoveChildRequest,
  ReEnrolChildRequest,
  UpdateChildRequest,
  WithdrawChildRequest,
} from '../../../contract/children.ts';
import { call } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

/**
 * A withdrawal (the spec's remove, decision 061): from the day after the last day the child
 * leaves the children list, the attendance table, the stats and the live room ratios.
 */
export function useWithdrawChild() {
  return useMutation({
    mutationFn: ({ id, ...body }: WithdrawChildRequest & { id: number }) =>
      call('POST /api/children/:id/withdrawal', { params: { id }, body }),
    onSuccess: useRefreshAfter('child'),
  });
}

/** A child's record corrected: every list that shows it. */
export function useUpdateChild() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateChildRequest & { id: number }) =>
      call('PATCH /api/children/:id', { params: { id }, body }),
    onSuccess: useRefreshAfter('child'),
  });
}

/** A move to another room from a day: lists, stats and ratios by room. */
export function useMoveChild() {
  return useMutation({
    mutationFn: ({ id, ...body }: MoveChildRequest & { id: number }) =>
      call('POST /api/children/:id/room-moves', { params: { id }, body }),
    onSuccess: useRefreshAfter('child'),
  });
}

/** A withdrawn child back in a room from a day. */
export function useReEnrolChild() {
  return useMutation({
    mutationFn: ({ id, ...body }: ReEnrolChildRequest & { id: number }) =>
      call('POST /api/children/:id/re-enrolment', { params: { id }, body }),
    onSuccess: useRefreshAfter('child'),
  });
}

/**
 * An enrolment in progress discarded: it leaves 'Enrolment in progress' (nothing else had it).
 * Refreshed on a refusal too: a 404 means someone finished or discarded it meanwhile.
 */
export function useDiscardDraft() {
  return useMutation({
    mutationFn: (id: number) => call('DELETE /api/children/drafts/:id', { params: { id } }),
    onSettled: useRefreshAfter('draftDiscarded'),
  });
}
