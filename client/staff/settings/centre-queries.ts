import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CentreDetails,
  CentreDetailsResponse,
  CentreInfoResponse,
} from '../../../contract/centre.ts';
import { call, routeQuery } from '../../lib/api.ts';
import { centreAnswered, rememberCentre } from '../../lib/public-centre.ts';
import { centreQuery } from '../../lib/query-options.ts';
import { uploadToRoute } from '../../lib/upload-with-progress.ts';

/** The centre's own details as directors edit them (Settings). */
export const centreDetailsQuery = () =>
  queryOptions({
    queryKey: ['centre', 'details'],
    ...routeQuery('GET /api/centre/details'),
  });

/**
 * Saved details or logo: the settings' copy, and the name and logo every page shows (the
 * header's Logo, the title) change at once.
 */
function useShowSaved() {
  const queryClient = useQueryClient();
  return (saved: CentreDetailsResponse) => {
    queryClient.setQueryData(centreDetailsQuery().queryKey, saved);
    const known =
      queryClient.getQueryData<CentreInfoResponse>(centreQuery().queryKey) ??
      centreAnswered()?.centre;
    if (!known) return;
    const info = { ...known, name: saved.name, websiteUrl: saved.websiteUrl, logo: saved.logo };
    queryClient.setQueryData(centreQuery().queryKey, info);
    rememberCentre(info);
  };
}

export function useSaveCentreDetails() {
  const showSaved = useShowSaved();
  return useMutation({
    mutationFn: (body: CentreDetails) => call('PUT /api/centre', { body }),
    onSuccess: showSaved,
  });
}

/** A new logo (a file), or none (null). */
export function useChangeLogo() {
  const showSaved = useShowSaved();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return call('DELETE /api/centre/logo');
      const form = new FormData();
      form.append('file', file);
      return uploadToRoute('PUT /api/centre/logo', {}, form);
    },
    onSuccess: showSaved,
  });
}
