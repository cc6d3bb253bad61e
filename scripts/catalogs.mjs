// The language catalogues (decision 021): locales/<language>/<namespace>.json, flat keys
// holding ICU messages. A message's id is '<namespace>.<key>'. The client's build compiles
// one language at a time into its own chunk (the Vite plugin below); the server reads and
// compiles them all at start (server/lib/i18n.ts); scripts/check-i18n.mjs keeps the four
// catalogues complete, consistent and in use.
import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export const languages = ['en', 'es', 'fr', 'de'];
export const localesDir = path.resolve(import.meta.dirname, '../locales');

/** { 'auth.signIn': 'Sign In', … } for one language, every namespace merged. */
export function readCatalog(language, dir = localesDir) {
  const folder = path.join(dir, language);
  const messages = {};
  for (const file of fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const namespace = file.slice(0, -'.json'.length);
    const entries = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
    for (const [key, text] of Object.entries(entries)) {
      if (typeof text !== 'string') {
        throw new Error(`${language}/${file}: "${key}" is not a string`);
      }
      messages[`${namespace}.${key}`] = text;
    }
  }
  return messages;
}

export function namespaces(dir = localesDir) {
  return fs
    .readdirSync(path.join(dir, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length));
}

/** ICU text → Lingui's compiled form, so no message parser ships to the browser. */
export function compileCatalog(messages) {
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]),
  );
}

const virtualPrefix = 'virtual:catalog/';

/**
 * `import messages from 'virtual:catalog/es'`: Spanish, compiled, in a chunk of its own that
 * only a Spanish reader downloads.
 */
export function catalogPlugin() {
  return {
    name: 'language-catalogues',
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${virtualPrefix}`)) return undefined;
      const language = id.slice(virtualPrefix.length + 1);
      if (!languages.includes(language)) throw new Error(`No catalogue for "${language}"`);
      const folder = path.join(localesDir, language);
      this.addWatchFile(folder);
      for (const file of fs.readdirSync(folder)) this.addWatchFile(path.join(folder, file));
      return `export default ${JSON.stringify(compileCatalog(readCatalog(language)))};`;
    },
  };
}
