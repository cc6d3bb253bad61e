// For each address in client/route-preloads.ts, a copy of the built index.html that also
// preloads that screen's own modules and styles (found in Vite's manifest), written to
// _routes/<address>.html, and _routes/pages.json saying which address has which page and,
// for each language, the files of the text parts the screen shows (the server reads it and
// preloads the reader's language: server/plugins/client-app.ts). Run by the build
// (vite.config.ts) before the files are compressed.
import fs from 'node:fs';
import path from 'node:path';

/** The page file for an address: '/' → _routes/index.html, '/login' → _routes/login.html. */
const routePageFile = (address) =>
  path.posix.join('_routes', `${address === '/' ? 'index' : address.slice(1)}.html`);

/** The files `keys` (manifest entries) need: their chunks, what those import, and styles. */
export function manifestClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route-preloads: ${key} is not a module of the build`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** Each language's files of the text parts `parts` (virtual:catalog/<language>/<part>). */
function textFiles(manifest, parts) {
  const byLanguage = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /virtual:catalog\/([a-z]+)\/([a-z]+)$/.exec(key);
    if (!match || !parts.includes(match[2])) continue;
    (byLanguage[match[1]] ??= []).push(chunk.file);
  }
  for (const files of Object.values(byLanguage)) {
    if (files.length !== parts.length)
      throw new Error(`route-preloads: text parts ${parts} not all built`);
  }
  return byLanguage;
}

export function writeRoutePages(outDir, routePreloads) {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const inEntry = manifestClosure(manifest, [entry]);
  const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const pages = {};
  for (const [address, { modules, texts }] of Object.entries(routePreloads)) {
    const links = [...manifestClosure(manifest, modules)]
      .filter((file) => !inEntry.has(file))
      .map((file) =>
        file.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="/${file}">`
          : `<link rel="modulepreload" crossorigin href="/${file}">`,
      );
    const page = index.replace('</head>', `${links.join('\n')}\n</head>`);
    const target = path.join(outDir, routePageFile(address));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, page);
    pages[address] = { page: routePageFile(address), texts: textFiles(manifest, texts) };
  }
  fs.writeFileSync(path.join(outDir, '_routes/pages.json'), JSON.stringify(pages, null, 2));
}
