/**
 * What a page downloads before it can be used: the entry script with everything it imports,
 * the screen's own chunk with everything that imports, the reader's language catalogue
 * (English here; each language is its own chunk of about the same size), and the style sheet — from the
 * build's manifest, in raw, gzip and brotli bytes (the copies the server sends).
 * Usage: npm run bench -- first-load   (after `npm run build`)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { manifestClosure } from '../scripts/route-pages.mjs';
import { routePreloads } from '../client/route-preloads.ts';

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

const clientDir = path.resolve(import.meta.dirname, '..', process.env.CLIENT_DIR ?? 'dist/client');
// Each first screen's modules (its layout and page) and the parts of its language it waits
// for (English here; the others are about the same size), as the server preloads them.
const texts = (parts: string[]) => parts.map((part) => `../virtual:catalog/en/${part}`);
const screen = (address: string) => {
  const { modules, texts: parts } = routePreloads[address]!;
  return [...modules, ...texts(parts)];
};
const screens: Record<string, string[]> = {
  '/login (staff sign-in)': screen('/login'),
  '/parent-login': screen('/parent-login'),
  '/parent-dashboard': screen('/parent-dashboard'),
  '/ (staff dashboard)': screen('/dashboard'),
};

function sizes(file: string) {
  const full = path.join(clientDir, file);
  const raw = fs.readFileSync(full);
  const copy = (ext: string, make: () => Buffer) =>
    fs.existsSync(`${full}${ext}`) ? fs.statSync(`${full}${ext}`).size : make().length;
  return {
    raw: raw.length,
    gzip: copy('.gz', () => zlib.gzipSync(raw, { level: 9 })),
    br: copy('.br', () => zlib.brotliCompressSync(raw)),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export async function firstLoad(): Promise<void> {
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('No build manifest: run `npm run build` first');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const html = sizes('index.html');
  for (const [label, parts] of Object.entries(screens)) {
    const files = [...manifestClosure(manifest, [entry, ...parts])];
    const total = files
      .map(sizes)
      .reduce(
        (sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, br: sum.br + s.br }),
        html,
      );
    console.log(
      `${label}: ${files.length + 1} files, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip, ${kb(total.br)} brotli`,
    );
  }
  const entryOnly = [...manifestClosure(manifest, [entry])].map(sizes);
  const gz = entryOnly.reduce((s, x) => s + x.gzip, html.gzip);
  console.log(`the entry with its preloads and index.html: ${kb(gz)} gzip`);
}
