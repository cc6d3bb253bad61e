// `npm test` step "languages": fails when a catalogue is incomplete or inconsistent, when code
// uses a message id no catalogue has, when a catalogue holds ids nothing uses, or when a screen
// still shows a hard-coded English text (decision 021).
import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { languages, namespaces, partOf, readCatalog } from './catalogs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const sourceDirs = ['client', 'server', 'contract'];

/** The variables a compiled message uses, and whether each plural has its 'other' case. */
export function placeholdersOf(text) {
  const names = new Set();
  const problems = [];
  const walk = (tokens) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, kind, cases] = token;
      names.add(name);
      if (cases && typeof cases === 'object') {
        if ((kind === 'plural' || kind === 'select' || kind === 'selectordinal') && !cases.other) {
          problems.push(`{${name}, ${kind}} has no "other" case`);
        }
        for (const value of Object.values(cases)) if (Array.isArray(value)) walk(value);
      }
    }
  };
  const compiled = compileMessage(text);
  walk(Array.isArray(compiled) ? compiled : [compiled]);
  return { names: [...names].sort(), problems };
}

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

/**
 * Permission and audit action names share the 'area.verb' shape ('billing.read',
 * 'auth.login', 'mail.send'): a key of the permission table, the value of `permission:`,
 * `action:`, `kind:` or a route's `access:`, useCan() or isPermitted(role, …), the access
 * layer's action argument (may, accessible, requireTarget, and a module passing one on), or
 * a job kind's constant, is not a message id.
 */
function isActionName(text, index, length) {
  const before = text.slice(Math.max(0, index - 48), index);
  const after = text.slice(index + length, index + length + 2);
  return (
    /(permission|action|kind|access)\s*:\s*$|Kind\s*=\s*$|(useCan|can|audits)\(\s*$/.test(before) ||
    /(isPermitted|may|accessible)\([^,()]*(\([^()]*\))?[^,()]*,\s*$/.test(before) ||
    /(requireTarget|assertEnrolledChildVisible)\([^,()]*,[^,()]*,\s*$/.test(before) ||
    /^:/.test(after)
  );
}

/** Message ids written as string literals in the sources (ids are never built from parts). */
export function usedIds(files, knownNamespaces) {
  const pattern = new RegExp(
    `['"\`]((?:${knownNamespaces.join('|')})\\.[A-Za-z0-9_.-]*[A-Za-z0-9_])['"\`]`,
    'g',
  );
  const used = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(pattern)) {
      const id = match[1];
      if (isActionName(text, match.index, match[0].length)) continue;
      if (!used.has(id)) used.set(id, path.relative(root, file));
    }
  }
  return used;
}

// Visible English left in a screen: a JSX text node, or a literal in a prop that people read.
const jsxText = /(?<![=-])>\s*([A-Za-z][A-Za-z'’,.!?:;() -]*[A-Za-z.!?])\s*</g;
const textProps =
  /\b(label|title|placeholder|description|aria-label|alt|emptyText|confirmLabel|fallback)=["']([^"']*[A-Za-z]{2}[^"']*)["']/g;

export function hardCodedTexts(files) {
  const found = [];
  for (const file of files.filter((f) => f.endsWith('.tsx'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of [jsxText, textProps]) {
      for (const match of text.matchAll(pattern)) {
        const value = match[2] ?? match[1];
        // One word in lower case is a class name, a key or an identifier, not a text.
        if (/^[a-z-]+$/.test(value)) continue;
        const line = text.slice(0, match.index).split('\n').length;
        found.push(`${path.relative(root, file)}:${line}: ${value}`);
      }
    }
  }
  return found;
}

export function checkCatalogs() {
  const errors = [];
  for (const namespace of namespaces()) {
    try {
      partOf(namespace);
    } catch (error) {
      errors.push(error.message);
    }
  }
  const catalogs = Object.fromEntries(languages.map((l) => [l, readCatalog(l)]));
  const english = catalogs.en;
  for (const language of languages) {
    const catalog = catalogs[language];
    for (const id of Object.keys(english)) {
      if (!(id in catalog)) errors.push(`${language}: "${id}" is missing`);
    }
    for (const id of Object.keys(catalog)) {
      if (!(id in english)) errors.push(`${language}: "${id}" is not in the English catalogue`);
    }
    for (const [id, text] of Object.entries(catalog)) {
      let own;
      try {
        own = placeholdersOf(text);
      } catch (error) {
        errors.push(`${language}: "${id}" is not a valid ICU message (${error.message})`);
        continue;
      }
      for (const problem of own.problems) errors.push(`${language}: "${id}": ${problem}`);
      if (language === 'en' || !(id in english)) continue;
      const expected = placeholdersOf(english[id]).names.join(', ');
      if (own.names.join(', ') !== expected) {
        errors.push(`${language}: "${id}" uses {${own.names.join(', ')}}, English {${expected}}`);
      }
    }
  }
  const files = sourceDirs.flatMap((d) => sourceFiles(path.join(root, d)));
  const used = usedIds(files, namespaces());
  for (const [id, file] of used) {
    // A field path ('children.0.name') is not a message id; a key that is a number
    // ('taxDocumentTypes.1099', the stored type's name) is one when a catalogue has it.
    if (/\.\d+(\.|$)/.test(id) && !(id in english)) continue;
    if (!(id in english)) errors.push(`${file}: "${id}" is in no catalogue`);
  }
  for (const id of Object.keys(english)) {
    if (!used.has(id)) errors.push(`en: "${id}" is used nowhere`);
  }
  for (const text of hardCodedTexts(files)) errors.push(`hard-coded text ${text}`);
  return errors;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const errors = checkCatalogs();
  for (const error of errors) console.error(error);
  if (errors.length > 0) {
    console.error(`\n${errors.length} language problem(s)`);
    process.exit(1);
  }
  console.log('Language catalogues: complete, consistent and in use.');
}
