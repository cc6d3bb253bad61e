import { afterEach, describe, expect, it } from 'vitest';
import { categoryIcons, stickerDesigns } from '../../../contract/milestones.ts';
import { i18n } from '../../i18n/i18n.ts';
import { speak } from '../../i18n/test-setup.ts';
import { categoryIconComponents, stickerComponents } from './milestone-icons.tsx';
import {
  categoryIconLabels,
  formatAgeMonths,
  formatAgeRange,
  stickerLabels,
} from './milestone-labels.ts';

afterEach(() => speak('en'));

describe('milestone display', () => {
  it('names ages as the checklists do: months under two years, then years and months', () => {
    expect([1, 18, 23].map(formatAgeMonths)).toEqual(['1 month', '18 months', '23 months']);
    expect([24, 26, 61].map(formatAgeMonths)).toEqual([
      '2 years',
      '2 years, 2 months',
      '5 years, 1 month',
    ]);
    expect([formatAgeRange(0, 4), formatAgeRange(12, 18)]).toEqual(['by 4 months', '12–18 months']);
    speak('de');
    expect([formatAgeMonths(18), formatAgeMonths(37)]).toEqual([
      '18 Monate',
      '3 Jahre und 1 Monat',
    ]);
    speak('fr');
    expect(formatAgeMonths(25)).toBe('2 ans et 1 mois');
  });

  it('draws and names every icon and sticker the contract allows', () => {
    for (const icon of categoryIcons) {
      expect(categoryIconComponents[icon]).toBeTruthy();
      expect(i18n._(categoryIconLabels[icon])).not.toBe(categoryIconLabels[icon]);
    }
    for (const sticker of stickerDesigns) {
      expect(stickerComponents[sticker]).toBeTruthy();
      expect(i18n._(stickerLabels[sticker])).not.toBe(stickerLabels[sticker]);
    }
  });
});
