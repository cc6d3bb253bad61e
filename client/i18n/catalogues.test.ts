import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { checkCatalogs, placeholdersOf } from '../../scripts/check-i18n.mjs';
import { i18n, t, translateText } from './i18n.ts';
import { speak } from './test-setup.ts';

afterEach(() => speak('en'));

describe('the four catalogues', () => {
  it('are complete, consistent, used and leave nothing hard-coded', () => {
    expect(checkCatalogs()).toEqual([]);
  });

  it('find a placeholder that one language forgot, and a plural without "other"', () => {
    const check = placeholdersOf as (text: string) => { names: string[]; problems: string[] };
    expect(check('Checked in at {time} by {person}.').names).toEqual(['person', 'time']);
    expect(check('{count, plural, one {# child}}').problems).toEqual([
      '{count, plural} has no "other" case',
    ]);
  });
});

describe('messages', () => {
  it('choose the plural form each language needs', () => {
    expect(t('children.ageYears', { count: 1 })).toBe('1 year');
    expect(t('children.ageYears', { count: 3 })).toBe('3 years');
    speak('fr');
    // French counts 0 and 1 as singular.
    expect(t('children.ageYears', { count: 0 })).toBe('0 an');
    expect(t('children.ageYears', { count: 2 })).toBe('2 ans');
    speak('de');
    expect(t('children.ageMonths', { count: 1 })).toBe('1 Monat');
    expect(t('children.ageMonths', { count: 5 })).toBe('5 Monate');
    speak('es');
    expect(t('children.ageYears', { count: 1 })).toBe('1 año');
  });

  it('translate a contract’s validation id, and leave a text that is not an id as it is', () => {
    speak('es');
    expect(i18n.locale).toBe('es');
    expect(translateText('errors.firstNameRequired')).not.toBe('errors.firstNameRequired');
    expect(translateText('Jayden Johnson')).toBe('Jayden Johnson');
  });
});
