import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import {
  controlCharacterNotAllowed,
  isoDate,
  lineBreakNotAllowed,
  lineText,
  multiLineText,
  recordId,
  selectedId,
} from './common.ts';
import en from '../locales/en/errors.json';
import fr from '../locales/fr/errors.json';

describe('recordId (a path or query id)', () => {
  it('takes only the one decimal spelling of a 32-bit id', () => {
    expect(recordId.parse('12')).toBe(12);
    expect(recordId.parse('2147483647')).toBe(2147483647);
    for (const raw of ['012', '+12', ' 12', '12.0', '1e1', '0x1', '0', '-1', '2147483648', ''])
      expect(recordId.safeParse(raw).success, raw).toBe(false);
  });
});

describe('selectedId (an id picked in a form)', () => {
  const form = z.object({ childId: selectedId('Please select a child') });

  it('takes a number or the decimal string a <select> holds', () => {
    expect(form.parse({ childId: 12 })).toEqual({ childId: 12 });
    expect(form.parse({ childId: '12' })).toEqual({ childId: 12 });
  });

  it('says the form’s own words for anything else, also through the form resolver', async () => {
    const resolve = zodResolver(form);
    for (const value of [undefined, '', '0', 'abc', ' 1', 1.5, -3]) {
      expect(form.safeParse({ childId: value }).error?.issues[0]?.message).toBe(
        'Please select a child',
      );
      const result = await resolve({ childId: value } as never, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      } as never);
      expect(result.errors.childId?.message, String(value)).toBe('Please select a child');
    }
  });
});

describe('isoDate', () => {
  it('takes the days a record can be about, not the year 0000', () => {
    expect(isoDate.safeParse('2026-11-18').success).toBe(true);
    for (const day of ['0000-01-01', '1899-12-31', '2026-02-30', '2026-1-5'])
      expect(isoDate.safeParse(day).success, day).toBe(false);
  });
});

describe('lineText and multiLineText (decision 051)', () => {
  const said = (schema: z.ZodType, text: string) =>
    schema.safeParse(text).error?.issues.map((i) => i.message)[0];
  const name = lineText('errors.firstNameRequired').min(1, { error: 'errors.firstNameRequired' });
  const notes = multiLineText();

  it('a one-line field refuses a line break of any kind, and any control character', () => {
    for (const text of [
      'Olivia\nBrooks',
      'Olivia\r\nBcc: x@example.org',
      'Ol\rivia',
      'Ol\u2028ivia',
    ])
      expect(said(name, text), JSON.stringify(text)).toBe(lineBreakNotAllowed);
    for (const text of ['Ol\tivia', 'Ol\u001bivia', 'Ol\u007fivia', 'Ol\u009bivia'])
      expect(said(name, text), JSON.stringify(text)).toBe(controlCharacterNotAllowed);
    // Around the text, a line break is blank space, trimmed like a space.
    expect(name.parse('  Olivia\n')).toBe('Olivia');
    expect(name.parse('Ólivia-Brooks O’Neil')).toBe('Ólivia-Brooks O’Neil');
  });

  it('a multi-line field keeps its line breaks and refuses the other control characters', () => {
    expect(notes.parse('Ate well.\r\nNapped.\nHappy.')).toBe('Ate well.\r\nNapped.\nHappy.');
    for (const text of ['a\tb', 'a\u0007b', 'a\u001b[31mb'])
      expect(said(notes, text), JSON.stringify(text)).toBe(controlCharacterNotAllowed);
  });

  it('says why in the reader’s language', () => {
    expect(en.lineBreakNotAllowed).toBe('Please keep this on one line, without line breaks');
    expect(fr.lineBreakNotAllowed).toBe(
      'Veuillez l’écrire sur une seule ligne, sans retour à la ligne',
    );
    expect(fr.controlCharacterNotAllowed).not.toBe(en.controlCharacterNotAllowed);
  });
});
