import type { ReactNode } from 'react';
import type { ProfileResponse } from '../../contract/account.ts';
import { LoadingIndicator } from '../components/ui/loading-indicator.tsx';
import { useT } from '../i18n/use-t.ts';
import { useProfile } from './queries.ts';

/** Both portals' profile screens: the signed-in person's profile once loaded, or why not. */
export function ProfileContent({
  children,
}: {
  children: (profile: ProfileResponse) => ReactNode;
}) {
  const t = useT();
  const profile = useProfile();
  if (profile.isPending)
    return <LoadingIndicator variant="blocks" message={t('account.loadingData')} />;
  if (profile.isError) {
    return (
      <p role="alert" className="text-red-700">
        {t('account.profileLoadFailed')}
      </p>
    );
  }
  return children(profile.data);
}
