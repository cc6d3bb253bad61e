import { setupI18n, type Messages } from '@lingui/core';
import { expect, type Page } from '@playwright/test';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { compileCatalog, readCatalog } from '../scripts/catalogs.mjs';

export type Language = 'en' | 'es' | 'fr' | 'de';

const read = readCatalog as (language: Language) => Record<string, string>;
const compile = compileCatalog as (messages: Record<string, string>) => Messages;
const raw = Object.fromEntries(
  (['en', 'es', 'fr', 'de'] as const).map((l) => [l, read(l)]),
) as Record<Language, Record<string, string>>;
const instances = Object.fromEntries(
  (['en', 'es', 'fr', 'de'] as const).map((l) => [
    l,
    setupI18n({ locale: l, messages: { [l]: compile(raw[l]) } }),
  ]),
);

/** A catalogue message as a person reads it: what the screens must show in that language. */
export function say(language: Language, id: string, values?: Record<string, unknown>): string {
  if (!(id in raw[language])) throw new Error(`No message "${id}" in ${language}`);
  return instances[language]!._(id, values);
}

/**
 * English sentences of the catalogues that are still on the page although the page speaks
 * another language: a screen that was not translated. Short words (OK, Email) and messages
 * with variables are left out: they can be the same in both languages.
 */
export async function englishLeftOn(page: Page, language: Exclude<Language, 'en'>) {
  const text = await page.locator('body').innerText();
  return Object.entries(raw.en)
    .filter(([, english]) => english.length >= 12 && !english.includes('{'))
    .filter(([id, english]) => raw[language][id] !== english)
    .map(([, english]) => english)
    .filter((english) => text.includes(english));
}

/**
 * Records people typed stay as typed: the demo centre's events name their participants in
 * English, in the same words as a catalogue's hint and the new-message form's 'All families';
 * an incident's notice in a family's conversation was written in the family's language of
 * the day it was filed (one filed while they read English keeps it: 'Action taken').
 */
const demoData = new Set(['Preschool and Pre-K rooms', 'All families', 'Action taken']);

export async function expectSpeaks(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (language === 'en') return;
  const left = (await englishLeftOn(page, language)).filter((text) => !demoData.has(text));
  expect(left).toEqual([]);
}

/**
 * Changes the signed-in user's own settings through the API from the page (same origin, so
 * the CSRF check passes), then reloads so the portal starts in them.
 */
export async function changeOwnSettings(page: Page, change: Record<string, string>) {
  const status = await page.evaluate(async (patch) => {
    const current = (await (await fetch('/api/settings')).json()) as Record<string, unknown>;
    const saved = await fetch('/api/settings', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...current, ...patch }),
    });
    return saved.status;
  }, change);
  expect(status).toBe(200);
  await page.reload();
}
