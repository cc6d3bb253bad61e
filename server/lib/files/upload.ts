import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { HttpError, badRequest, invalidFields } from '../http-errors.ts';
import { badTextPath } from '../text-checks.ts';
import { privateDir, privateFile } from '../private-files.ts';
import type { z } from 'zod';

export type UploadRule = {
  /** Largest accepted file, in bytes: larger answers 413. */
  maxBytes: number;
  /** Accepted types, judged from the file's bytes (never its name or declared type). */
  accept: readonly string[];
  /** The catalogue id a file of another type is told ('This file is not a JPEG, … image.'). */
  notAccepted: string;
  /** What a request without a file is told (default: 'Please choose a file to upload.'). */
  missing?: string;
};

export type ReceivedFile = {
  /** A temporary file holding the upload; removed by `discard`. */
  path: string;
  size: number;
  mime: string;
  ext: string;
  /** The name the file had on the sender's device (for display; never a storage key). */
  originalName: string;
  /** The form's text fields sent before the file. */
  fields: Record<string, string>;
  discard(): Promise<void>;
};

export const chooseFileMessage = 'errors.chooseFile';
export const multipartMessage = 'errors.multipartRequired';
export const unreadableUploadMessage = 'errors.uploadUnreadable';
const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * The one way a route takes a file: multipart, one file, limited in size, its type decided
 * from its bytes, kept in a temporary file under DATA_DIR/tmp until the route has stored what
 * it keeps. On any refusal nothing is left behind. The caller must `discard()` the file when
 * done with it (in a `finally`).
 */
export async function receiveFile(
  request: FastifyRequest,
  rule: UploadRule,
  tmpDir: string,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new HttpError(415, multipartMessage);
  const tooLarge = new HttpError(413, 'errors.fileTooLarge', undefined, {
    size: megabytes(rule.maxBytes),
  });
  let part;
  try {
    part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1, fields: 20 } });
  } catch (error) {
    throw multipartError(error, tooLarge);
  }
  const missing = rule.missing ?? chooseFileMessage;
  if (!part || !part.filename) throw badRequest(missing, { file: missing });

  await mkdir(tmpDir, { recursive: true, mode: privateDir });
  const file = path.join(tmpDir, `upload-${randomUUID()}`);
  const discard = () => rm(file, { force: true });
  try {
    try {
      await pipeline(part.file, createWriteStream(file, { mode: privateFile }));
    } catch (error) {
      throw multipartError(error, tooLarge);
    }
    if (part.file.truncated) throw tooLarge;
    const { size } = await stat(file);
    if (size === 0) throw badRequest(missing, { file: missing });
    const { fileTypeFromFile } = await import('file-type');
    const type = await fileTypeFromFile(file);
    if (!type || !rule.accept.includes(type.mime)) {
      throw new HttpError(415, rule.notAccepted, { file: rule.notAccepted });
    }
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      const field = Array.isArray(value) ? value[0] : value;
      if (field && field.type === 'field' && typeof field.value === 'string')
        fields[name] = field.value;
    }
    const bad = badTextPath({ fields, fileName: part.filename });
    if (bad !== null) throw badRequest('errors.formFieldCharacter');
    return {
      path: file,
      size,
      mime: type.mime,
      ext: type.ext,
      originalName: part.filename.slice(0, 255),
      fields,
      discard,
    };
  } catch (error) {
    await discard();
    throw error;
  }
}

/**
 * An upload's text fields checked by the contract's schema, as a JSON body would be: the
 * first problem as the message and each field's own (400). Nothing is stored before this.
 */
export function parseUploadFields<T extends z.ZodType>(
  schema: T,
  fields: Record<string, string>,
): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw invalidFields(
    parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
  );
}

/** The multipart plugin's limits, as answers a person can act on. */
function multipartError(error: unknown, tooLarge: HttpError): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest('errors.oneFileAtATime');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, multipartMessage);
  // The multipart parser's own refusals (no boundary, a body cut off mid-file) carry no code:
  // the request was broken, not the server.
  const message = error instanceof Error ? error.message : '';
  if (code === undefined && /^(Multipart: |Unexpected end of)/.test(message))
    return badRequest(unreadableUploadMessage);
  return error;
}
