import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildDraft, CreateChildRequest } from '../../../contract/children.ts';
import type { ConsentForm } from '../../../contract/enums.ts';
import type { CreateInvitationRequest } from '../../../contract/invitations.ts';
import { call, routeQuery } from '../../lib/api.ts';
import { queryKeys, useRefreshAfter } from '../../lib/query-keys.ts';

/** Under the child's key, so whatever refreshes the child refreshes its consents too. */
const consentsKey = (childId: number) => [...queryKeys.child(childId), 'consents'] as const;

/** A new child joins the children list, the attendance table, the stats and room ratios. */
export function useCreateChild() {
  return useMutation({
    mutationFn: (body: CreateChildRequest) => call('POST /api/children', { body }),
    onSuccess: useRefreshAfter('child'),
  });
}

export function useConsents(childId: number) {
  return useQuery({
    queryKey: consentsKey(childId),
    ...routeQuery('GET /api/children/:id/consents', { params: { id: childId } }),
  });
}

/**
 * The last form finishes the enrolment (issue 16): the draft leaves 'Enrolment in progress'
 * and joins the children, the attendance table, Total Children and the room ratios.
 */
export function useRecordConsents(childId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfter('consents');
  return useMutation({
    mutationFn: (forms: ConsentForm[]) =>
      call('POST /api/children/:id/consents', { params: { id: childId }, body: { forms } }),
    onSuccess: (consents) => {
      queryClient.setQueryData(consentsKey(childId), consents);
      // At once, so no list shows the child as a draft while the lists are re-read.
      if (consents.complete)
        queryClient.setQueryData<ChildDraft[]>(queryKeys.childDrafts, (drafts) =>
          drafts?.filter((draft) => draft.id !== childId),
        );
      return refresh();
    },
  });
}

/**
 * The invitation list gains one, and the child's placeholder parent contact is filled from it
 * (so the child, and the children list, change too).
 */
export function useCreateInvitation() {
  return useMutation({
    mutationFn: (body: CreateInvitationRequest) => call('POST /api/parent-invitations', { body }),
    onSuccess: useRefreshAfter('invitation'),
  });
}
