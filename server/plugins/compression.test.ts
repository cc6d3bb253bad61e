import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/api/test-app.ts';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { precompress } from '../../scripts/precompress.mjs';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { writeRoutePages } from '../../scripts/route-pages.mjs';

// A built web app in miniature, precompressed by the build's own script.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
const script = `console.log(${JSON.stringify('the app '.repeat(2000))});\n`;
const page = `<!doctype html><html><head></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'assets/index-abc123.js'), script);
fs.writeFileSync(path.join(clientDir, 'assets/tiny-abc123.js'), 'export {};\n');
fs.writeFileSync(path.join(clientDir, 'index.html'), page);
// The sign-in screen's own copy of the page, its modules preloaded, written by the build's
// own script from a manifest: the screen's chunk and what it imports, not the entry's.
fs.mkdirSync(path.join(clientDir, '.vite'));
fs.writeFileSync(
  path.join(clientDir, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', isEntry: true },
    'auth/login.tsx': { file: 'assets/login-abc123.js', imports: ['_shared.js', 'index.html'] },
    '_shared.js': { file: 'assets/shared-abc123.js', css: ['assets/login-abc123.css'] },
  }),
);
writeRoutePages(clientDir, { '/login': { modules: ['auth/login.tsx'], texts: ['start'] } });
const loginPage = fs.readFileSync(path.join(clientDir, '_routes/login.html'), 'utf8');
await precompress(clientDir);

const t = testApp({ config: { clientDir } });

const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  t.request({
    method: 'GET',
    url,
    cookie,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compression', () => {
  it('sends API answers over 1 KiB as brotli or gzip, whichever the browser accepts', async () => {
    const plain = await get('/api/children', undefined, t.cookie.director);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/children', 'gzip, deflate, br', t.cookie.director);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await get('/api/children', 'gzip', t.cookie.director);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers as they are', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it("serves the build's precompressed copies of the app's files", async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    // The build's own copy, byte for byte: nothing was compressed for this request.
    expect(br.rawPayload.equals(fs.readFileSync(`${clientDir}/assets/index-abc123.js.br`))).toBe(
      true,
    );

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    // Too small for the build to keep a copy: still served whole.
    expect(fs.existsSync(path.join(clientDir, 'assets/tiny-abc123.js.br'))).toBe(false);
    const tiny = await get('/assets/tiny-abc123.js', 'br');
    expect(tiny.statusCode).toBe(200);
    const body =
      tiny.headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(tiny.rawPayload).toString()
        : tiny.body;
    expect(body).toBe('export {};\n');
  });

  it("sends a first screen its own page, with that screen's modules preloaded", async () => {
    expect(loginPage).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/login-abc123.js">',
    );
    expect(loginPage).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/shared-abc123.js">',
    );
    expect(loginPage).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/login-abc123.css">',
    );
    expect(loginPage).not.toContain('index-abc123.js');
    for (const url of ['/login', '/login?next=%2F']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      // The page as built.
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(loginPage);
    }
    expect((await get('/children')).body).toBe(page);
    // Only the addresses the build wrote: no other spelling reaches a file by name.
    expect((await get('/_routes/login')).body).toBe(page);
    expect((await get('/%6cogin')).body).toBe(page);
  });

  it('sends the app page itself compressed, at every client route', async () => {
    for (const url of ['/', '/parent/dashboard']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.rawPayload.equals(fs.readFileSync(`${clientDir}/index.html.br`))).toBe(true);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    }
  });
});
