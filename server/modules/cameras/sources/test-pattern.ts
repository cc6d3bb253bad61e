import sharp from 'sharp';
import type { Clock } from '../../../lib/clock.ts';
import { localTime } from '../../../lib/clock.ts';

// The seed's demo cameras state this size before their first check (db/seed/seed-extras.ts).
const width = 640;
const height = 360;
const frameEveryMs = 500;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One frame of the demo picture: the camera's name, the centre's clock and a moving ball. */
export async function testPatternFrame(label: string, at: Date, timeZone: string) {
  const seconds = at.getTime() / 1000;
  const x = 40 + ((Math.sin(seconds / 2) + 1) / 2) * (width - 80);
  const clock = `${localTime(at, timeZone)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#dfeefa"/>
    <rect y="250" width="${width}" height="110" fill="#b9dca4"/>
    <rect x="60" y="170" width="120" height="80" rx="10" fill="#f2b233"/>
    <rect x="460" y="150" width="110" height="100" rx="10" fill="#e9546b"/>
    <circle cx="${x.toFixed(1)}" cy="280" r="26" fill="#4f8fe6"/>
    <rect x="0" y="0" width="${width}" height="54" fill="#1f2937" fill-opacity="0.75"/>
    <text x="18" y="36" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#fff">${escapeXml(label)}</text>
    <text x="${width - 18}" y="36" text-anchor="end" font-family="DejaVu Sans Mono, monospace" font-size="24" fill="#fff">${clock}</text>
    <text x="${width / 2}" y="${height - 14}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#1f2937">Demo picture drawn by the portal</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/**
 * Demo mode's stand-in for a camera: a moving picture the app draws itself, twice a second,
 * so the demo shows live pictures with no camera anywhere. Never used outside demo mode
 * (camera-sources.ts).
 */
export async function* testPatternFrames(
  label: string,
  clock: Clock,
  timeZone: string,
  signal: AbortSignal,
): AsyncGenerator<Buffer> {
  while (!signal.aborted) {
    yield await testPatternFrame(label, clock.now(), timeZone);
    await new Promise((resolve) => setTimeout(resolve, frameEveryMs));
  }
}
