import { Clock, Square } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import { formatCountdown } from '../../lib/camera-countdown.ts';
import type { TimedSession } from '../../lib/camera-sessions.ts';
import { Button } from '../ui/button.tsx';
import { CameraPicture } from './camera-picture.tsx';
import { useStartedSession, useViewing } from './use-camera-viewing.ts';

export interface CameraPlayerProps {
  camera: {
    id: number;
    name: string;
    location?: string;
    /** The picture's real size (the health check's reading); null: not known yet. */
    frameWidth?: number | null;
    frameHeight?: number | null;
  };
  /** Called when the player is done: refused, stopped or expired. The host then removes it. */
  onClose: () => void;
}

/**
 * The camera player both portals show (in a dialog or inline). Opening it starts a viewing
 * session on the server; removing it while viewing ends that session. It shows no title:
 * the host names the camera (a dialog's title, a heading).
 */
export function CameraPlayer({ camera, onClose }: CameraPlayerProps) {
  const t = useT();
  const started = useStartedSession(camera.id, onClose);
  if (!started) {
    return (
      <p
        role="status"
        className="grid aspect-video w-full place-items-center rounded-lg bg-slate-900 px-4 text-center text-sm text-slate-200"
      >
        {t('cameraPlayer.starting')}
      </p>
    );
  }
  // A new session (another camera) is a new player: nothing of the last one carries over.
  return <Viewing key={started.session.id} camera={camera} started={started} onClose={onClose} />;
}

function Viewing({ camera, started, onClose }: CameraPlayerProps & { started: TimedSession }) {
  const t = useT();
  const viewing = useViewing(started, onClose);
  const { session, stopping } = viewing;
  return (
    <div className="space-y-3">
      <CameraPicture
        cameraName={camera.name}
        frameSize={
          camera.frameWidth && camera.frameHeight
            ? { width: camera.frameWidth, height: camera.frameHeight }
            : null
        }
        streamPath={session.streamPath}
        viewerName={session.viewerName}
        now={viewing.now}
        onStreamError={viewing.resync}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-slate-700">
          <Clock className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('cameraPlayer.timeLeft')}</span>
          {/* A timer is not read out each second; the minute warning below is. */}
          <span role="timer" aria-live="off" className="text-lg font-semibold tabular-nums">
            {formatCountdown(viewing.secondsLeft)}
          </span>
        </p>
        <Button
          variant="destructive"
          size="lg"
          className="w-full sm:w-auto"
          disabled={stopping}
          aria-label={stopping ? undefined : t('cameraPlayer.stopNamed', { camera: camera.name })}
          onClick={viewing.stopViewing}
        >
          <Square aria-hidden="true" />
          {stopping ? t('cameraPlayer.stopping') : t('cameraPlayer.stop')}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {viewing.secondsLeft <= 60 ? t('cameraPlayer.oneMinuteLeft') : ''}
      </p>
    </div>
  );
}
