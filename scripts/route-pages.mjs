// For each address in client/route-preloads.ts, a copy of the built index.html that also
// preloads that screen's own modules and styles (found in Vite's manifest), written to
// _routes/<address>.html, and _routes/pages.json saying which address has which page (the
// server reads it: server/plugins/client-app.ts). Run by the build (vite.config.ts) before
// the files are compressed.
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

export function writeRoutePages(outDir, routePreloads) {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const inEntry = manifestClosure(manifest, [entry]);
  const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const pages = {};
  for (const [address, modules] of Object.entries(routePreloads)) {
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
    pages[address] = routePageFile(address);
  }
  fs.writeFileSync(path.join(outDir, '_routes/pages.json'), JSON.stringify(pages, null, 2));
}
