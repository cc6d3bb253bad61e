/**
 * Photos (issue 12), against the compiled server on a fresh embedded database with the demo
 * centre:
 * - the upload of a 12-megapixel phone JPEG (4000 × 3000, EXIF) through HTTP, from sending
 *   the request to the answer (type check, one decode, display copy and thumbnail, storing,
 *   the row): 3 warm-up then 10 uploads, median and slowest. Target: under 1.5 s.
 * - a parent's gallery of 100 photos in Chromium: the bytes the browser transferred to show
 *   the gallery view (its first page), and after loading every page. Target: at most 3 MB.
 * Usage: npm run bench -- gallery   (after `npm run build`)
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import sharp from 'sharp';
import { root, signIn, startServer } from './bench-server.ts';

const demoPassword = 'daycare-demo';
const director = { email: 'director@example.com', password: demoPassword };
const parent = { email: 'parent@example.com', password: demoPassword };

/**
 * A photo-like picture: a sky gradient, shapes and sensor grain (`grain` sets how much detail
 * the encoders must keep: a 12-megapixel one comes out near a phone's 4–5 MB), with EXIF.
 */
async function phoneJpeg(width: number, height: number, seed: number, grain = 24): Promise<Buffer> {
  // Hundreds of small shapes: detail that survives shrinking to a thumbnail, as leaves,
  // faces and toys do in a real photo (sensor grain alone averages out).
  const shapes = Array.from({ length: 600 }, (_, i) => {
    const x = ((seed * 97 + i * 331) % 1000) / 1000;
    const y = ((seed * 53 + i * 197) % 997) / 997;
    const hue = (seed * 37 + i * 29) % 360;
    const r = (0.004 + (i % 9) * 0.004) * width;
    return `<circle cx="${x * width}" cy="${y * height}" r="${r}" fill="hsl(${hue},${40 + (i % 4) * 15}%,${30 + (i % 6) * 10}%)"/>`;
  }).join('');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${(seed * 11) % 360},70%,75%)"/>
        <stop offset="1" stop-color="hsl(${(seed * 11 + 90) % 360},40%,35%)"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`,
  );
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: grain },
    },
  })
    .png()
    .toBuffer();
  return sharp(svg)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N' },
    })
    .toBuffer();
}

async function uploadPhoto(base: string, cookie: string, title: string, bytes: Buffer) {
  const form = new FormData();
  form.set('title', title);
  form.set('tags', JSON.stringify(['garden', `week ${title.length % 7}`]));
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'IMG.jpg');
  const t0 = performance.now();
  const res = await fetch(`${base}/api/gallery`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  const ms = performance.now() - t0;
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ms;
}

/** Bytes Chromium received over the network while `action` ran and the page settled. */
async function transferred(page: Page, action: () => Promise<void>) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await action();
  await page.waitForNetworkIdle({ idleTime: 500 });
  await cdp.detach();
  return { bytes, requests };
}

export async function galleryBench(): Promise<void> {
  const dataDir = path.join(root, '.tmp', 'bench-gallery');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'development', DEMO: '1' }, 3196);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const staff = await signIn(server.base, director, 'staff');

    const twelveMp = await phoneJpeg(4000, 3000, 1, 40);
    const times: number[] = [];
    for (let i = 0; i < 13; i++) {
      const ms = await uploadPhoto(server.base, staff, `Twelve megapixels ${i}`, twelveMp);
      if (i >= 3) times.push(ms);
    }
    times.sort((a, b) => a - b);
    console.log(
      `\n12-megapixel JPEG (${(twelveMp.length / 1e6).toFixed(1)} MB) upload, ${times.length} runs: ` +
        `median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms`,
    );

    // 100 photos in all (the 13 above and 87 more, phone-sized).
    for (let i = 0; i < 87; i++)
      await uploadPhoto(server.base, staff, `Garden day ${i}`, await phoneJpeg(3000, 2250, i + 2));

    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const cookie = await signIn(server.base, parent, 'parent');
    for (const pair of cookie.split('; ')) {
      const at = pair.indexOf('=');
      await browser.setCookie({
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        domain: '127.0.0.1',
        path: '/',
      });
    }
    const page = await browser.newPage();
    await page.setCacheEnabled(false);
    const first = await transferred(page, async () => {
      await page.goto(`${server.base}/parent-dashboard?view=gallery`);
      await page.waitForSelector('img[src*="/uploads/gallery/thumbnails/"]');
    });
    const more = await transferred(page, async () => {
      for (;;) {
        const button = await page.$('xpath/.//button[contains(., "Load more")]');
        if (!button) break;
        await button.click();
        await page.waitForNetworkIdle({ idleTime: 300 });
      }
    });
    const shown = await page.$$eval('img[src*="/uploads/gallery/thumbnails/"]', (n) => n.length);
    const thumbnails = await page.$$eval('img[src*="/uploads/gallery/thumbnails/"]', (images) =>
      images.map((img) => (img as HTMLImageElement).src),
    );
    let thumbBytes = 0;
    for (const src of thumbnails)
      thumbBytes += (await (await fetch(src, { headers: { cookie } })).arrayBuffer()).byteLength;
    const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
    console.log(
      `parent gallery, first view: ${mb(first.bytes)} MB in ${first.requests} requests; ` +
        `all ${shown} photos: ${mb(first.bytes + more.bytes)} MB in ${first.requests + more.requests} requests ` +
        `(thumbnails ${(thumbBytes / thumbnails.length / 1000).toFixed(1)} KB each on average)`,
    );
    await browser.disconnect();
  } finally {
    chrome.kill();
    await server.stop();
  }
}
