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

/**
 * Which browser chunk each namespace travels in: `start` is what the sign-in pages need (kept
 * small: /login waits for it); `shared` loads beside it; each portal's texts load when its
 * screens do, so a parent never downloads the staff portal's texts. `server` namespaces
 * (e-mails, documents) never reach the browser. A new namespace must be placed here.
 */
export const parts = {
  start: ['common', 'auth'],
  shared: [
    'errors',
    'account',
    // Pick-up lists, passes and absences: both portals (decision 065).
    'handover',
    'messages',
    'taxDocumentTypes',
    'cameraPlayer',
    'milestoneDisplay',
    'billingDisplay',
    'passwordReset',
    'staffInvitation',
    'healthRecords',
    'immunisations',
    // The room's day (decision 068): entries as both portals say them.
    'roomLogDisplay',
    // Two-step sign-in: both portals' Settings and the set-up they may be held to (069).
    'twoStep',
    // Passkeys: both portals' Settings and the set-up they may be held to (071).
    'passkeys',
    // The door kiosk's page, its Settings card and a guardian's PIN and code (decision 070).
    'kiosk',
  ],
  staff: [
    'accountAdmin',
    'activities',
    'attendance',
    'billingAdmin',
    'cameraMonitoring',
    'centreSetup',
    'children',
    'dailyReports',
    'dashboard',
    'enrolment',
    'events',
    'galleryManagement',
    'guardians',
    'health',
    'incidents',
    'licensing',
    'milestoneCatalogue',
    'milestones',
    'parentManagement',
    'pickers',
    'reports',
    'rooms',
    'roomDay',
    'staffManagement',
    'staffNav',
    'staffProfile',
    'staffSettings',
    'taxDocumentsManagement',
  ],
  parent: [
    'billing',
    'parentCameras',
    'parentDashboard',
    'parentGallery',
    'parentHealth',
    'parentMilestones',
    'parentNav',
    'parentReports',
    'parentTaxDocuments',
    'registration',
  ],
  server: ['billingDocuments', 'documents', 'healthDocuments', 'mail', 'milestoneTexts'],
};

export function partOf(namespace) {
  const part = Object.keys(parts).find((p) => parts[p].includes(namespace));
  if (!part) throw new Error(`Namespace "${namespace}" is in no part (scripts/catalogs.mjs)`);
  return part;
}

/**
 * { 'auth.signIn': 'Sign In', … } for one language: every namespace merged, or those of one
 * part ('start', 'shared', 'staff', 'parent').
 */
export function readCatalog(language, dir = localesDir, part = 'all') {
  const folder = path.join(dir, language);
  const messages = {};
  const files = fs.readdirSync(folder).filter((f) => f.endsWith('.json'));
  for (const file of files.sort()) {
    const namespace = file.slice(0, -'.json'.length);
    if (part !== 'all' && partOf(namespace) !== part) continue;
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
export const browserParts = ['start', 'shared', 'staff', 'parent'];

/**
 * `import messages from 'virtual:catalog/es/start'` (and `…/shared`, `…/staff`, `…/parent`):
 * Spanish, compiled, in chunks of their own that only a Spanish reader downloads.
 */
export function catalogPlugin() {
  return {
    name: 'language-catalogues',
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${virtualPrefix}`)) return undefined;
      const [language, part] = id.slice(virtualPrefix.length + 1).split('/');
      if (!languages.includes(language) || !browserParts.includes(part)) {
        throw new Error(`No catalogue "${id}"`);
      }
      const folder = path.join(localesDir, language);
      // Each file, not the folder: the dev server resolves what is watched as an import, and a
      // folder does not resolve (the page failed with "Failed to resolve import …/locales/en").
      for (const file of fs.readdirSync(folder)) this.addWatchFile(path.join(folder, file));
      return `export default ${JSON.stringify(compileCatalog(readCatalog(language, localesDir, part)))};`;
    },
  };
}
