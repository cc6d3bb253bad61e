// Unit tests read the English texts, compiled from the catalogues as the build does.
import type { Messages } from '@lingui/core';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { compileCatalog, readCatalog } from '../../scripts/catalogs.mjs';
import { i18n } from './i18n.ts';

const compile = compileCatalog as (messages: Record<string, string>) => Messages;
const read = readCatalog as (language: string) => Record<string, string>;

/** Switches the tests' texts to a language (English before each file). */
export function speak(language: 'en' | 'es' | 'fr' | 'de'): void {
  i18n.loadAndActivate({ locale: language, messages: compile(read(language)) });
}

speak('en');
