import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { type FrameReader, frameReader } from './frame-reader.ts';

/**
 * The camera, reading a QR code with the browser's own BarcodeDetector where it has one, else
 * with jsQR loaded for the purpose (frame-reader.ts). Without a camera nothing shows: the
 * kiosk's typed code remains either way.
 */
export function CodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [running, setRunning] = useState(false);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: number | undefined;
    let read: FrameReader | null = null;
    const scan = async () => {
      if (stopped || !video.current || !read) return;
      try {
        const code = await read(video.current);
        if (code) {
          found.current(code);
          return;
        }
      } catch {
        // A frame not ready yet: try the next one.
      }
      timer = window.setTimeout(() => void scan(), 300);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then(async (media) => {
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        // The reader first (jsQR may have to load): without one, the typed code remains.
        read = await frameReader();
        if (stopped) return;
        video.current!.srcObject = media;
        await video.current!.play();
        setRunning(true);
        void scan();
      })
      .catch(() => {
        stream?.getTracks().forEach((track) => track.stop());
        setRunning(false);
      });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className={running ? 'space-y-2' : 'hidden'}>
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('kiosk.cameraLabel')}
        className="mx-auto aspect-square w-64 rounded-md bg-slate-900 object-cover"
      />
      <p className="text-center text-sm text-slate-600">{t('kiosk.cameraHint')}</p>
    </div>
  );
}
