import { BackLink } from '../ui/back-link.tsx';
import { useT } from '../../i18n/use-t.ts';

/** The parent portal's views (profile, settings, billing, ...) lead back to its home. */
export function BackToDashboard() {
  const t = useT();
  return (
    <BackLink to="/parent-dashboard" look="button">
      {t('common.backToDashboard')}
    </BackLink>
  );
}
