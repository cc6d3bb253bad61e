import path from 'node:path';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { type Language, languages } from '../../contract/enums.ts';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { compileCatalog, readCatalog } from '../../scripts/catalogs.mjs';
import { projectRoot } from './project-root.ts';

/**
 * The server's texts in four languages (decision 021): API errors (their English `message`
 * beside the `code`), e-mails and generated documents in the recipient's language. The same
 * catalogues as the browser's, read and compiled once at start.
 */
export type MessageParams = Record<string, string | number>;

/** What the server says: a catalogue id and its variables. */
export interface Said {
  code: string;
  params?: MessageParams;
}

const read = readCatalog as (language: string, dir: string) => Record<string, string>;
const compile = compileCatalog as (messages: Record<string, string>) => Messages;

// Found from the project's folder: the compiled server runs from dist/server.
const localesDir = path.join(projectRoot, 'locales');

const instances = new Map<Language, I18n>();

/**
 * A language's texts, read and compiled when first needed: English with the first error
 * answer, the others with the first e-mail in them, so none of it delays the server's start.
 */
function instance(wanted: Language): I18n {
  const language = languages.includes(wanted) ? wanted : 'en';
  let made = instances.get(language);
  if (!made) {
    const messages = compile(read(language, localesDir));
    made = setupI18n({ locale: language, messages: { [language]: messages } });
    instances.set(language, made);
  }
  return made;
}

export const isMessageId = (id: string): boolean => id in instance('en').messages;

/** The text of a message in a language; English when the language is unknown. */
export function translate(language: Language, id: string, params?: MessageParams): string {
  return instance(language)._(id, params);
}

export const english = (said: Said): string => translate('en', said.code, said.params);

/** A language a stored setting names, or English. */
export const languageOr = (value: unknown): Language =>
  (languages as readonly unknown[]).includes(value) ? (value as Language) : 'en';
