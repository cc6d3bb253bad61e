import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ParentSettings, StaffSettings } from '../../contract/settings.ts';
import { call, routeQuery } from './api.ts';
import { applyUserPreferences } from '../i18n/preferences.ts';
import { applyTheme } from './theme.ts';

export type AnySettings = StaffSettings | ParentSettings;
export const settingsQueryKey = ['settings'] as const;

/**
 * The signed-in user's settings as the query cache keeps them (a route loader asks them
 * early): the shape of their own portal's settings (the server chooses it by their portal).
 */
export const settingsQuery = () => ({
  queryKey: settingsQueryKey,
  ...routeQuery('GET /api/settings'),
});

/**
 * The signed-in user's settings (both portals); the theme, language, date format and time
 * zone follow them wherever read (both portals' frames read them).
 */
export function useSettings() {
  const query = useQuery(settingsQuery());
  const theme = query.data?.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  const { language, timezone } = query.data ?? {};
  const dateFormat = query.data && 'dateFormat' in query.data ? query.data.dateFormat : undefined;
  useEffect(() => {
    if (language && timezone && dateFormat) {
      void applyUserPreferences({ language, timezone, dateFormat });
    }
  }, [language, timezone, dateFormat]);
  return query;
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: AnySettings) => {
      const saved = await call('PUT /api/settings', { body: settings });
      // The new language is in place before anyone says "saved": in the words just chosen.
      await applyUserPreferences(saved);
      return saved;
    },
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  });
}
