// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web
// app, once at build time at the highest levels, so the server sends them without
// compressing anything per request (server/plugins/client-app.ts serves them).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

/** Compresses every text file of `dir` larger than 1 KiB, where compressing pays. */
export async function precompress(dir) {
  const work = [];
  for (const file of files(dir)) {
    const content = fs.readFileSync(file);
    if (content.length < 1024) continue;
    work.push(
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }).then((out) => fs.writeFileSync(`${file}.br`, out)),
      gzip(content, { level: 9 }).then((out) => fs.writeFileSync(`${file}.gz`, out)),
    );
  }
  await Promise.all(work);
}
