import { type Messages, setupI18n } from '@lingui/core';
import { type Language, languages } from '../../contract/enums.ts';

/**
 * The one Lingui instance of the browser (decision 021). Only the active language is
 * downloaded, in parts compiled at build time, each part when a screen needs it.
 */
export const i18n = setupI18n();

type Chunk = () => Promise<{ default: Messages }>;
/** The parts of a language (scripts/catalogs.mjs): sign-in, shared, and each portal's. */
export type TextPart = 'start' | 'shared' | 'staff' | 'parent';

const catalogues: Record<Language, Record<TextPart, Chunk>> = {
  en: {
    start: () => import('virtual:catalog/en/start'),
    shared: () => import('virtual:catalog/en/shared'),
    staff: () => import('virtual:catalog/en/staff'),
    parent: () => import('virtual:catalog/en/parent'),
  },
  es: {
    start: () => import('virtual:catalog/es/start'),
    shared: () => import('virtual:catalog/es/shared'),
    staff: () => import('virtual:catalog/es/staff'),
    parent: () => import('virtual:catalog/es/parent'),
  },
  fr: {
    start: () => import('virtual:catalog/fr/start'),
    shared: () => import('virtual:catalog/fr/shared'),
    staff: () => import('virtual:catalog/fr/staff'),
    parent: () => import('virtual:catalog/fr/parent'),
  },
  de: {
    start: () => import('virtual:catalog/de/start'),
    shared: () => import('virtual:catalog/de/shared'),
    staff: () => import('virtual:catalog/de/staff'),
    parent: () => import('virtual:catalog/de/parent'),
  },
};

const storageKey = 'language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The browser's first language we have; English when none. */
export function browserLanguage(): Language {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/**
 * The language to start in: the one last used on this device (the signed-in user's setting,
 * or a choice made on the sign-in page), else the browser's.
 */
export function startLanguage(): Language {
  try {
    const stored = localStorage.getItem(storageKey);
    if (isLanguage(stored)) return stored;
  } catch {
    // Private mode: the browser's language.
  }
  return browserLanguage();
}

let wanted: Language | undefined;
/** The parts the screens shown so far need, in whatever language is active. */
const needed = new Set<TextPart>(['start', 'shared']);
const loaded = new Map<string, Promise<Messages>>();
/** 'es/staff': parts merged into the active instance's messages. */
const merged = new Set<string>();

/** One part of one language, fetched once. */
function part(language: Language, which: TextPart): Promise<Messages> {
  const key = `${language}/${which}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = catalogues[language][which]().then((chunk) => chunk.default);
    // A failed fetch (offline) is tried again the next time it is needed.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/**
 * Loads a language and switches every text, and `<html lang>`, to it. At start only the
 * sign-in pages' part is waited for (`firstPartOnly`); the shared part loads beside it and
 * each portal's part when its screens need it (`useTexts`).
 */
export async function activateLanguage(language: Language, firstPartOnly = false): Promise<void> {
  wanted = language;
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Private mode: the setting still applies after sign-in.
  }
  // The server preloads this language's texts with the next page (first-screens.ts).
  document.cookie = `${storageKey}=${language}; path=/; max-age=31536000; samesite=lax`;
  if (i18n.locale === language) return;
  const waitFor = firstPartOnly ? (['start'] as TextPart[]) : [...needed];
  const others = [...needed].filter((p) => !waitFor.includes(p));
  const messages = Object.assign({}, ...(await Promise.all(waitFor.map((p) => part(language, p)))));
  // Two switches in a row: the later one wins, whichever catalogue arrives first.
  if (wanted !== language) return;
  i18n.loadAndActivate({ locale: language, messages });
  for (const p of waitFor) merged.add(`${language}/${p}`);
  document.documentElement.lang = language;
  showTitle();
  for (const p of others) void needTexts(p).catch(() => undefined);
}

let titleCentre: string | undefined;

/** The page's title: the centre's portal, in the active language (decision 060). */
function showTitle() {
  if (!i18n.locale) return;
  document.title = titleCentre
    ? i18n._('common.appTitle', { centre: titleCentre })
    : i18n._('common.appTitleGeneric');
}

/** The centre's name for the page's title, once it is known (or changed by a director). */
export function setTitleCentre(name: string): void {
  titleCentre = name || undefined;
  showTitle();
}

/** Whether the active language's part is there already (no loading screen needed). */
export const hasTexts = (which: TextPart): boolean => merged.has(`${i18n.locale}/${which}`);

/** Makes sure the active language's part is loaded and merged; screens render again. */
export async function needTexts(which: TextPart): Promise<void> {
  needed.add(which);
  const language = i18n.locale as Language;
  const key = `${language}/${which}`;
  if (merged.has(key)) return;
  const messages = await part(language, which);
  if (i18n.locale !== language || merged.has(key)) return;
  i18n.load(language, messages);
  merged.add(key);
}

export type MessageValues = Record<string, unknown>;

/** Outside React (toasts from callbacks, error objects): the active language's text. */
export const t = (id: string, values?: MessageValues): string => i18n._(id, values);

/**
 * Marks a message id written down now and translated at render, e.g. in a table of labels:
 * `const labels = { present: msg('attendance.status.present') }` … `t(labels[status])`.
 */
export const msg = (id: string): string => id;

/** Each language by its own name, whatever the reader's language (message ids). */
export const languageNames: Record<Language, string> = {
  en: msg('common.languageName.en'),
  es: msg('common.languageName.es'),
  fr: msg('common.languageName.fr'),
  de: msg('common.languageName.de'),
};

/** A text that may be a message id (a contract's validation message) or already a text. */
export function translateText(text: string, values?: MessageValues): string {
  return text in i18n.messages ? i18n._(text, values) : text;
}
