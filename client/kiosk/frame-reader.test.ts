import { describe, expect, it } from 'vitest';
import { QrCode, QrEcc } from '../lib/vendor-qrcodegen.ts';
import { decodePixels, loadJsQr, type Pixels } from './frame-reader.ts';

// The kiosk's camera without BarcodeDetector (decision 072): a frame holding a door code drawn
// by the app's own encoder (the one the portal's QR code uses) is read by the jsQR fallback.

/** The code as a camera might see it: scaled, off-centre, grey on a light grey background. */
function frameOf(text: string, scale = 5): Pixels {
  const qr = QrCode.encodeText(text, QrEcc.MEDIUM);
  const width = 400;
  const height = 300;
  const data = new Uint8ClampedArray(width * height * 4);
  const left = 60;
  const top = 40;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const mx = Math.floor((x - left) / scale);
      const my = Math.floor((y - top) / scale);
      const dark = mx >= 0 && my >= 0 && mx < qr.size && my < qr.size && qr.getModule(mx, my);
      const i = (y * width + x) * 4;
      const shade = dark ? 30 : 220;
      data[i] = shade;
      data[i + 1] = shade;
      data[i + 2] = shade;
      data[i + 3] = 255;
    }
  return { data, width, height };
}

describe('reading the door code without BarcodeDetector', () => {
  it('reads a code made by the app’s own encoder', async () => {
    const decode = await loadJsQr();
    expect(decodePixels(decode, frameOf('4127-0938471625'))).toBe('4127-0938471625');
    expect(decodePixels(decode, frameOf('12-5550001234', 3))).toBe('12-5550001234');
  });

  it('answers null for a frame with no code', async () => {
    const decode = await loadJsQr();
    const blank = { data: new Uint8ClampedArray(200 * 100 * 4).fill(200), width: 200, height: 100 };
    expect(decodePixels(decode, blank)).toBeNull();
  });
});
