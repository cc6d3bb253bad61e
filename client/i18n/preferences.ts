import {
  type DateFormat,
  type Language,
  type Timezone,
  ianaTimeZones,
} from '../../contract/enums.ts';
import { activateLanguage, i18n } from './i18n.ts';

/**
 * How dates and times are shown to this person (spec section 9 settings). The time zone is
 * for display only: "today" and the day's records stay the centre's dates.
 */
export interface DisplayPreferences {
  dateFormat: DateFormat;
  /** An IANA zone; before sign-in, the browser's own. */
  timeZone: string;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

let current: DisplayPreferences = { dateFormat: 'MM/DD/YYYY', timeZone: browserZone() };

export const displayPreferences = (): DisplayPreferences => current;

/** Sets how dates and times are shown; every translated screen renders again. */
export function setDisplayPreferences(next: DisplayPreferences): void {
  if (next.dateFormat === current.dateFormat && next.timeZone === current.timeZone) return;
  current = next;
  i18n.emit('change');
}

/** The signed-in user's settings: their language, date format and time zone, everywhere. */
export async function applyUserPreferences(settings: {
  language: Language;
  timezone: Timezone;
  dateFormat: DateFormat;
}): Promise<void> {
  setDisplayPreferences({
    dateFormat: settings.dateFormat,
    timeZone: ianaTimeZones[settings.timezone],
  });
  await activateLanguage(settings.language);
}
