import zlib from 'node:zlib';

// How API answers are compressed per request (@fastify/compress, app.ts); the web app's
// files are compressed at build time (scripts/precompress.mjs).

/** Below this, compressing costs more than the bytes it saves. */
export const compressionThreshold = 1024;
/** Brotli at a quality cheap enough per request (the level @fastify/compress defaults to). */
export const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
