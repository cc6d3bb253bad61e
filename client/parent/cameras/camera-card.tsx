import { MapPin, Video } from 'lucide-react';
import type { Camera } from '../../../contract/cameras.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatClockTime, formatDateTime, formatEitherName } from '../../lib/format.ts';

/**
 * The rule that keeps View Camera from starting now, said before anyone presses it: the
 * centre's opening hours, or the child who has to be at the centre. The server decides again
 * when a session starts (and while it lasts); the list is read again every minute.
 */
function blockedHint(camera: Camera, t: ReturnType<typeof useT>): string | null {
  switch (camera.viewingBlockedBy) {
    case 'outsideHours': {
      if (!camera.viewingHours) return t('parentCameras.blocked.outsideHours');
      const { opening, closing } = camera.viewingHours;
      return t('parentCameras.availableHours', {
        opening: formatClockTime(opening),
        closing: formatClockTime(closing),
      });
    }
    case 'notCheckedIn':
      return camera.childNames?.length
        ? t('parentCameras.availableWhileHere', { children: formatEitherName(camera.childNames) })
        : t('parentCameras.blocked.notCheckedIn');
    default:
      return null;
  }
}

interface Props {
  camera: Camera;
  onView: (camera: Camera) => void;
}

/** The spec's card: name, location, Online/Offline, Status, last online, View Camera. */
export function CameraCard({ camera, onView }: Props) {
  const t = useT();
  // The spec's Online is an active camera the last health check reached. One this parent may
  // not watch now says so instead: Online beside a button that is refused would mislead.
  const online = camera.isActive && camera.online && camera.viewingBlockedBy !== 'offline';
  const hint = blockedHint(camera, t);
  const watchable = online && hint === null;
  const headingId = `camera-${camera.id}`;
  const hintId = `camera-${camera.id}-hint`;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="font-semibold break-words">
            {camera.name}
          </h2>
          <p className="flex items-start gap-1.5 text-sm break-words text-slate-600">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('parentCameras.location')}</span>
            {camera.location}
          </p>
        </div>
        <Badge variant={watchable ? 'success' : 'neutral'}>
          {watchable
            ? t('parentCameras.online')
            : online
              ? t('parentCameras.notAvailableNow')
              : t('parentCameras.offline')}
        </Badge>
      </div>
      <ul className="space-y-1 text-sm text-slate-700">
        <li>
          {camera.isActive ? t('parentCameras.statusActive') : t('parentCameras.statusInactive')}
        </li>
        <li>
          {camera.lastOnline
            ? t('parentCameras.lastOnline', { date: formatDateTime(camera.lastOnline) })
            : t('parentCameras.lastOnlineNever')}
        </li>
      </ul>
      <div className="mt-auto space-y-2">
        <Button
          size="lg"
          className="w-full"
          disabled={!watchable}
          aria-label={t('parentCameras.viewNamed', { camera: camera.name })}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => onView(camera)}
        >
          <Video aria-hidden="true" />
          {t('parentCameras.view')}
        </Button>
        {hint ? (
          <p id={hintId} className="text-sm text-slate-700">
            {hint}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
