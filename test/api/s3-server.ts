import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../server/config.ts';

export type S3Files = Extract<Config['files'], { kind: 's3' }>;

/**
 * An S3-compatible server (s3rver) for this test file, as a deployment's object storage
 * would be. Returns the app's `files` config; call it before `testApp({ config: { files } })`
 * so the server is up, and its address filled in, before the app starts.
 */
export function useS3Server(): S3Files {
  const files: S3Files = {
    kind: 's3',
    bucket: 'daycare-uploads',
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  let dir: string | undefined;
  let server: S3rver | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'uploads-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: files.bucket, configs: [] }],
    });
    const { port } = await server.run();
    files.endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return files;
}
