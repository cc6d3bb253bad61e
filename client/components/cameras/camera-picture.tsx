import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTimeSeconds } from '../../lib/format.ts';

interface Props {
  cameraName: string;
  /** The picture's real size in pixels, as the camera sends it; null: not known yet. */
  frameSize: { width: number; height: number } | null;
  /** The session's relay (multipart JPEG); null when the camera has no stream address. */
  streamPath: string | null;
  viewerName: string;
  /** The device's time, renewed each second: the watermark's clock. */
  now: number;
  onStreamError: () => void;
}

// Spec: right-click and drag are blocked on the picture (and iOS's long-press menu, its
// right-click). A deterrent only: nothing stops a screen recording, hence the watermark.
const block = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * The live picture in a 16:9 box that fits any width, with the spec's overlay, the quality
 * label (what the camera really sends: '360p (640×360)', never a fixed '1080p HD') and a watermark of who is watching and when, so a recording shows whose it was.
 */
export function CameraPicture({
  cameraName,
  frameSize,
  streamPath,
  viewerName,
  now,
  onStreamError,
}: Props) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  // The picture as it arrives is the truest size: read from the image once its first frame
  // is in (looked at with the watermark's clock), else the health check's reading.
  const picture = useRef<HTMLImageElement>(null);
  const [arrived, setArrived] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const img = picture.current;
    if (!img || img.naturalWidth === 0 || img.naturalHeight === 0) return;
    if (arrived?.width === img.naturalWidth && arrived.height === img.naturalHeight) return;
    setArrived({ width: img.naturalWidth, height: img.naturalHeight });
  }, [now, arrived]);
  const size = arrived ?? frameSize;
  return (
    <div
      className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-900 text-white select-none"
      style={{ WebkitTouchCallout: 'none' }}
      onContextMenu={block}
      onDragStart={block}
    >
      {streamPath && !failed ? (
        <img
          ref={picture}
          src={streamPath}
          alt={t('cameraPlayer.pictureAlt', { camera: cameraName })}
          draggable={false}
          className="pointer-events-none size-full object-contain"
          onError={() => {
            setFailed(true);
            onStreamError();
          }}
        />
      ) : (
        <p className="grid size-full place-items-center px-4 pb-8 text-center text-sm text-slate-200">
          {streamPath ? t('cameraPlayer.pictureFailed') : t('cameraPlayer.noStream')}
        </p>
      )}
      {size ? (
        <span className="absolute top-2 right-2 rounded bg-black/70 px-1.5 py-0.5 text-xs font-semibold">
          {t(size.height >= 720 ? 'cameraPlayer.qualityHd' : 'cameraPlayer.quality', {
            lines: String(size.height),
            size: `${size.width}×${size.height}`,
          })}
        </span>
      ) : null}
      {/* Seen on the picture, not read out: it changes every second. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 grid place-items-center p-6"
      >
        <p className="-rotate-12 text-center text-sm font-semibold break-words text-white/70 [text-shadow:0_1px_2px_rgb(0_0_0/0.8)] sm:text-lg">
          <span className="block">{viewerName}</span>
          <span className="block tabular-nums">{formatDateTimeSeconds(new Date(now))}</span>
        </p>
      </div>
      <p className="absolute inset-x-0 bottom-0 bg-black/70 px-2 py-1 text-center text-xs font-medium">
        {t('cameraPlayer.protected')}
      </p>
    </div>
  );
}
