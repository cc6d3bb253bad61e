import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '../../contract/account.ts';
import { call, routeQuery } from '../lib/api.ts';
import { checkCurrentUser, updateCurrentUser } from '../lib/current-user.ts';

const profileKey = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    ...routeQuery('GET /api/profile'),
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => call('PUT /api/profile', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey, saved);
      // The menus show the person's name and e-mail.
      void checkCurrentUser().catch(() => undefined);
    },
  });
}

/** Changes (a file) or removes (null) the signed-in person's profile photo. */
export function useChangePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return call('DELETE /api/profile/photo');
      const form = new FormData();
      form.append('file', file);
      return call('PUT /api/profile/photo', { form });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey, saved);
      // The account menu shows the photo too: the new one at once, without asking again.
      updateCurrentUser((me) => ({ ...me, photo: saved.photo }));
    },
  });
}
