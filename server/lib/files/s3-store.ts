import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { assertKey, type FileStore, portalFolders } from './file-store.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Garage, …); absent for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * S3-compatible object storage: the files of several app processes in one bucket. The SDK
 * (a sixth of the server's start-up time) loads at the first file operation, not at start.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  let sdk: Promise<{ client: S3.S3Client; s3: typeof S3 }> | undefined;
  const connect = () =>
    (sdk ??= import('@aws-sdk/client-s3').then((s3) => ({ s3, client: newClient(s3, settings) })));
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, meta) {
      assertKey(key);
      const { s3, client } = await connect();
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: meta.contentType,
          ContentLength: meta.size,
        }),
      );
    },
    async get(key) {
      assertKey(key);
      const { s3, client } = await connect();
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      const { s3, client } = await connect();
      // Only the portal's own folders: the bucket may be shared with other objects.
      for (const folder of portalFolders) {
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new s3.ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken }),
          );
          for (const object of page.Contents ?? [])
            if (object.Key && object.LastModified)
              yield { key: object.Key, modifiedAt: object.LastModified };
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      }
    },
    async exists(key) {
      assertKey(key);
      const { s3, client } = await connect();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
  };
}

function newClient(s3: typeof S3, settings: S3Settings): S3.S3Client {
  return new s3.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Self-hosted servers address buckets by path, not by host name.
    forcePathStyle: settings.endpoint !== undefined,
    // No streaming checksum trailers (aws-chunked): S3-compatible servers do not all read
    // them, and would store the framing as the file's bytes. TLS guards the transfer.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
}
