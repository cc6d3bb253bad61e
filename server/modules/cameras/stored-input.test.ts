import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, dataDirSecretKey } from '../../lib/secrets.ts';
import { newCamera } from '../../../test/api/route-samples.ts';
import { testApp } from '../../../test/api/test-app.ts';

const t = testApp();

describe('a stream URL whose credentials hold a "%"', () => {
  // A camera password with a percent sign typed into the address, as directors do.
  for (const streamUrl of [
    'http://admin:50%off@192.168.10.11/video.mjpg',
    'http://adm%E0in:pw@192.168.10.11/video.mjpg',
  ]) {
    it(`is saved or refused in words, not a 500: ${streamUrl}`, async () => {
      const created = await t.request({
        method: 'POST',
        url: '/api/cameras',
        cookie: t.cookie.director,
        payload: newCamera(1, 'Percent camera', { streamUrl }),
      });
      expect([201, 400]).toContain(created.statusCode);
      const edited = await t.request({
        method: 'PATCH',
        url: '/api/cameras/1',
        cookie: t.cookie.director,
        payload: { streamUrl },
      });
      expect([200, 400, 404]).toContain(edited.statusCode);
    });
  }
});

describe('sealed secrets', () => {
  it('a value whose authentication tag was cut short does not open', () => {
    const box = createSecretBox(randomBytes(32).toString('hex'));
    const [v, iv, tag, body] = box.seal('camera-password').split('.');
    // 4 of the tag's 16 bytes: forging it takes 2^32 tries instead of 2^128.
    const short = Buffer.from(tag!, 'base64url').subarray(0, 4).toString('base64url');
    expect(box.open([v, iv, short, body].join('.'))).toBeNull();
  });

  it('an empty DATA_DIR/secret.key is not used as the key', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camera-key-'));
    try {
      // What a crash between creating the file and writing the key leaves behind.
      fs.writeFileSync(path.join(dir, 'secret.key'), '', { mode: 0o600 });
      let key: string | undefined;
      try {
        key = dataDirSecretKey(dir);
      } catch {
        key = undefined; // refusing to start is fine
      }
      // Otherwise every value would be sealed under SHA-256('') — a key anyone knows.
      expect(key === undefined || key.length >= 32).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
