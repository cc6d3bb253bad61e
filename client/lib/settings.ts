import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ParentSettings, StaffSettings } from '../../contract/settings.ts';
import { api } from './api.ts';
import { applyTheme } from './theme.ts';

export type AnySettings = StaffSettings | ParentSettings;
export const settingsQueryKey = ['settings'] as const;

/** The signed-in user's settings (both portals); the theme follows them wherever read. */
export function useSettings<T extends AnySettings = AnySettings>() {
  const query = useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => api.get<T>('/api/settings'),
  });
  const theme = query.data?.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  return query;
}

export function useSaveSettings<T extends AnySettings>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: T) => api.put<T>('/api/settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  });
}
