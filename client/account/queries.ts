import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse, UpdateProfileRequest } from '../../contract/account.ts';
import { api } from '../lib/api.ts';
import { meQueryKey } from '../lib/query-client.ts';

const profileKey = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: () => api.get<ProfileResponse>('/api/profile'),
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => api.put<ProfileResponse>('/api/profile', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey, saved);
      // The menus show the person's name and e-mail.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
