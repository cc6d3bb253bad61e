import { MapPin, Video } from 'lucide-react';
import type { Camera } from '../../../contract/cameras.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/format.ts';

/**
 * Why the server would refuse to start viewing now, in a sentence. The button stays enabled:
 * the server decides again when asked, and its answer (a toast) names the opening hours.
 */
const blockedHints = {
  notCheckedIn: msg('parentCameras.blocked.notCheckedIn'),
  outsideHours: msg('parentCameras.blocked.outsideHours'),
} as const;

interface Props {
  camera: Camera;
  onView: (camera: Camera) => void;
}

/** The spec's card: name, location, Online/Offline, Status, last online, View Camera. */
export function CameraCard({ camera, onView }: Props) {
  const t = useT();
  // The spec's Online is an active camera the last health check reached.
  const online = camera.isActive && camera.online && camera.viewingBlockedBy !== 'offline';
  const blocked = camera.viewingBlockedBy;
  const hint = blocked && blocked !== 'offline' ? blockedHints[blocked] : null;
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
        <Badge variant={online ? 'success' : 'neutral'}>
          {online ? t('parentCameras.online') : t('parentCameras.offline')}
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
          disabled={!online}
          aria-label={t('parentCameras.viewNamed', { camera: camera.name })}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => onView(camera)}
        >
          <Video aria-hidden="true" />
          {t('parentCameras.view')}
        </Button>
        {hint ? (
          <p id={hintId} className="text-sm text-slate-700">
            {t(hint)}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
