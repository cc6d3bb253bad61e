import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QrCode, QrEcc } from '../../../client/lib/vendor-qrcodegen.ts';
import { expect, login, test } from '../../fixtures.ts';

/**
 * The kiosk reads the door code with its camera in a browser without BarcodeDetector
 * (decision 072): Chromium on Linux has none, and the page's own is removed to be sure. The
 * camera is Chromium's fake device playing a video of the parent's QR code, drawn by the
 * portal's own encoder; the kiosk loads jsQR only once the camera starts, reads the code and
 * greets the parent.
 */
test.slow();

/** A still video (YUV4MPEG2, what Chromium's fake camera plays) of `text` as a QR code. */
function qrVideo(text: string): Buffer {
  const qr = QrCode.encodeText(text, QrEcc.MEDIUM);
  const width = 320;
  const height = 240;
  const scale = 6;
  const side = (qr.size + 8) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - 4;
      const my = Math.floor(y / scale) - 4;
      if (mx >= 0 && my >= 0 && mx < qr.size && my < qr.size && qr.getModule(mx, my))
        luma[(top + y) * width + left + x] = 16;
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
    ...Array.from({ length: 10 }, () => frame),
  ]);
}

test('a kiosk without BarcodeDetector reads the parent’s code with its camera', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // The tablet is paired by a director; its kiosk cookie goes to the browser with the camera.
  await login(page, 'director', '/settings');
  await page.getByRole('button', { name: 'Set up this device as the door kiosk' }).click();
  const setUp = page.getByRole('dialog', { name: 'Set up this device as the door kiosk' });
  await setUp.getByLabel('Kiosk name').fill('Front door');
  await setUp.getByRole('button', { name: 'Set up the kiosk' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in or out' })).toBeVisible();
  const kioskCookies = await page.context().cookies();

  // The parent's code of these 30 seconds, as their portal would show it, on video.
  const phone = await browser.newContext();
  const parent = await phone.newPage();
  await login(parent, 'parent', '/parent-dashboard?view=settings');
  const { code } = await (await parent.request.get('/api/account/kiosk-code')).json();
  const video = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kiosk-camera-')), 'code.y4m');
  fs.writeFileSync(video, qrVideo(code as string));

  const launch = test.info().project.use.launchOptions ?? {};
  const camera = await playwright.chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await camera.newContext({ baseURL, permissions: ['camera'] });
    await context.addCookies(kioskCookies);
    // Whatever this build of Chromium has, the kiosk must take the fallback.
    await context.addInitScript(() => {
      delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
    });
    const kiosk = await context.newPage();
    const scripts: string[] = [];
    kiosk.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await kiosk.goto('/kiosk');
    await expect(kiosk.getByRole('heading', { name: 'Sign in or out' })).toBeVisible();
    // jsQR is not part of the kiosk's first load: only a camera without a detector asks for it.
    expect(scripts.filter((url) => /jsqr/i.test(url))).toEqual([]);
    await kiosk.getByRole('button', { name: 'Scan my code' }).click();
    await expect(kiosk.getByRole('heading', { name: 'Hello, Priya' })).toBeVisible();
    expect(scripts.filter((url) => /jsqr/i.test(url))).toHaveLength(1);
  } finally {
    await camera.close();
    await phone.close();
    fs.rmSync(path.dirname(video), { recursive: true, force: true });
  }
});
