import path from 'node:path';
import type { Config } from '../../config.ts';
import { type FileStore, localFileStore } from './file-store.ts';
import { s3FileStore } from './s3-store.ts';

/** The app's file store, as configured: S3-compatible storage, or DATA_DIR/files. */
export function configuredFileStore(config: Pick<Config, 'files' | 'dataDir'>): FileStore {
  const files = config.files;
  return files.kind === 's3'
    ? s3FileStore(files)
    : localFileStore(path.join(config.dataDir, 'files'));
}
