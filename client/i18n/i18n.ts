import { type Messages, setupI18n } from '@lingui/core';
import { type Language, languages } from '../../contract/enums.ts';

/**
 * The one Lingui instance of the browser (decision 021). Only the active language's
 * catalogue is downloaded: each is its own chunk, compiled at build time.
 */
export const i18n = setupI18n();

const catalogues: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:catalog/en'),
  es: () => import('virtual:catalog/es'),
  fr: () => import('virtual:catalog/fr'),
  de: () => import('virtual:catalog/de'),
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

/** Loads the language's catalogue and switches every text, and `<html lang>`, to it. */
export async function activateLanguage(language: Language): Promise<void> {
  wanted = language;
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Private mode: the setting still applies after sign-in.
  }
  if (i18n.locale === language) return;
  const { default: messages } = await catalogues[language]();
  // Two switches in a row: the later one wins, whichever catalogue arrives first.
  if (wanted !== language) return;
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
  document.title = i18n._('common.appTitle');
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
