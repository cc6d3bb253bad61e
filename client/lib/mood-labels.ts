import type { moods } from '../../contract/enums.ts';
import { msg, t } from '../i18n/i18n.ts';

/** The stored mood words as a parent reads them (the dashboard, the report lists, downloads). */
const moodLabels: Record<(typeof moods)[number], string> = {
  happy: msg('parentReports.mood.happy'),
  content: msg('parentReports.mood.content'),
  fussy: msg('parentReports.mood.fussy'),
  tired: msg('parentReports.mood.tired'),
  excited: msg('parentReports.mood.excited'),
  cranky: msg('parentReports.mood.cranky'),
};

/** A report's mood in the reader's language; a word we have no label for, as stored. */
export function moodLabel(mood: string): string {
  const id = Object.hasOwn(moodLabels, mood) ? moodLabels[mood as keyof typeof moodLabels] : null;
  return id ? t(id) : mood;
}
