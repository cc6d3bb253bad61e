// Reading the door code from the kiosk's camera (decisions 070, 072): the browser's own
// BarcodeDetector where it has one; elsewhere (Firefox, Safari, most desktop browsers) the
// frames are decoded here with jsQR, a library loaded only when a kiosk without a detector
// turns its camera on: no other screen downloads it.

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** Reads a QR code in the video's current frame, or null when there is none (yet). */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The pixels of one frame (an ImageData, or anything shaped like one). */
export type Pixels = { data: Uint8ClampedArray; width: number; height: number };
type JsQr = (
  data: Uint8ClampedArray,
  width: number,
  height: number,
  options?: { inversionAttempts?: 'dontInvert' | 'onlyInvert' | 'attemptBoth' | 'invertFirst' },
) => { data: string } | null;

/** jsQR, loaded at the first call (its own chunk). */
let jsQr: Promise<JsQr> | undefined;
export const loadJsQr = (): Promise<JsQr> =>
  (jsQr ??= import('jsqr').then(
    (module) => module.default as JsQr,
    (error: unknown) => {
      // A chunk that failed to load (the network at the door) is asked for again next time.
      jsQr = undefined;
      throw error;
    },
  ));

/**
 * The text of the QR code in a frame's pixels, or null. The code is shown dark on light on a
 * phone's screen: the inverted pass is skipped, halving the work per frame.
 */
export function decodePixels(decode: JsQr, frame: Pixels): string | null {
  const found = decode(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
  return found?.data ? found.data : null;
}

/** The longest side a frame is decoded at: enough for a phone held up, cheap on a tablet. */
const maxSide = 480;

/** A reader for this browser: its BarcodeDetector, else jsQR on frames drawn to a canvas. */
export async function frameReader(): Promise<FrameReader> {
  const Barcode = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Barcode) {
    const detector = new Barcode({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue || null;
  }
  const decode = await loadJsQr();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no canvas');
  return async (video) => {
    if (!video.videoWidth || !video.videoHeight) return null;
    const scale = Math.min(1, maxSide / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return decodePixels(decode, context.getImageData(0, 0, canvas.width, canvas.height));
  };
}
