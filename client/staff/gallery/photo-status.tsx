import { Badge } from '../../components/ui/badge.tsx';
import { useT } from '../../i18n/use-t.ts';

/** Visible or Hidden, and 'Staff only' when a tagged child has no photo release. */
export function PhotoStatus({ isVisible, staffOnly }: { isVisible: boolean; staffOnly: boolean }) {
  const t = useT();
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={isVisible ? 'success' : 'neutral'}>
        {isVisible ? t('galleryManagement.status.visible') : t('galleryManagement.status.hidden')}
      </Badge>
      {staffOnly ? (
        <Badge variant="warning" title={t('galleryManagement.status.staffOnlyHint')}>
          {t('galleryManagement.status.staffOnly')}
        </Badge>
      ) : null}
    </span>
  );
}
