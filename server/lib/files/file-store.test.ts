import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStore, localFileStore } from './file-store.ts';
import { s3FileStore } from './s3-store.ts';

// One suite, both stores: the local folder, and S3 through an S3-compatible server (s3rver)
// started here, as a deployment's object storage would be.
let dir: string;
let s3: S3rver;
const stores: Record<string, FileStore> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'file-store-'));
  stores.local = localFileStore(path.join(dir, 'local'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'daycare-files', configs: [] }],
  });
  const { port } = await s3.run();
  stores.s3 = s3FileStore({
    bucket: 'daycare-files',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const read = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe.each(['local', 's3'])('the %s file store', (kind) => {
  const store = () => stores[kind]!;

  it('keeps a file and gives it back, from a buffer or a stream', async () => {
    const bytes = Buffer.from('GIF89a a small file');
    await store().put('photos/2026/11/a1.gif', bytes, {
      contentType: 'image/gif',
      size: bytes.length,
    });
    const kept = await store().get('photos/2026/11/a1.gif');
    expect(kept!.size).toBe(bytes.length);
    expect(await read(kept!.body)).toEqual(bytes);

    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    await store().put('docs/b2.bin', Readable.from([big.subarray(0, 1e6), big.subarray(1e6)]), {
      contentType: 'application/octet-stream',
      size: big.length,
    });
    expect((await read((await store().get('docs/b2.bin'))!.body)).equals(big)).toBe(true);
  });

  it('says what it has, and forgets what is deleted', async () => {
    await store().put('tmp/c3.txt', Buffer.from('x'), { contentType: 'text/plain', size: 1 });
    expect(await store().exists('tmp/c3.txt')).toBe(true);
    await store().delete('tmp/c3.txt');
    expect(await store().exists('tmp/c3.txt')).toBe(false);
    expect(await store().get('tmp/c3.txt')).toBeNull();
    await store().delete('tmp/c3.txt'); // deleting twice is fine
  });

  it('refuses a key the server did not make', async () => {
    for (const key of ['../etc/passwd', '/abs/file.txt', 'photos/../../x.txt', 'UPPER/x.txt'])
      await expect(
        store().put(key, Buffer.from('x'), { contentType: 'text/plain', size: 1 }),
      ).rejects.toThrow(/Not a file key/);
  });
});
