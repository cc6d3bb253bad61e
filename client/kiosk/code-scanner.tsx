import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/use-t.ts';

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/**
 * The camera, reading a QR code with the browser's own BarcodeDetector where it has one (no
 * library, nothing loaded from elsewhere). Without it, or without a camera, nothing shows:
 * the kiosk's typed code remains.
 */
export function CodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [running, setRunning] = useState(false);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    const Barcode = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    if (!Barcode || !navigator.mediaDevices?.getUserMedia) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: number | undefined;
    const detector = new Barcode({ formats: ['qr_code'] });
    const scan = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        if (code?.rawValue) {
          found.current(code.rawValue);
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
        video.current!.srcObject = media;
        await video.current!.play();
        setRunning(true);
        void scan();
      })
      .catch(() => setRunning(false));
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
