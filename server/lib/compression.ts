import zlib from 'node:zlib';

/**
 * How answers are compressed, in one place: @fastify/compress for answers made afresh
 * (app.ts), and the answer cache for the ones it keeps, compressed once and sent many times
 * (plugins/answer-cache.ts).
 */
export type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more than the bytes it saves. */
export const compressionThreshold = 1024;
/** Brotli at a quality cheap enough per request (the level @fastify/compress defaults to). */
export const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

const preferred = new Map<string, Encoding | null>();

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function negotiatedEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let choice = preferred.get(acceptEncoding);
  if (choice !== undefined) return choice;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  choice = accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
  // Browsers send a handful of spellings; anything beyond is not remembered.
  if (preferred.size < 100) preferred.set(acceptEncoding, choice);
  return choice;
}

export function compressed(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions) : zlib.gzipSync(body);
}
