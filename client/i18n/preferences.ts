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

/** The signed-in user's settings: their language, date format and time zone, everywhere. */
export async function applyUserPreferences(settings: {
  language: Language;
  timezone: Timezone;
  dateFormat: DateFormat;
}): Promise<void> {
  const next = { dateFormat: settings.dateFormat, timeZone: ianaTimeZones[settings.timezone] };
  const changed = next.dateFormat !== current.dateFormat || next.timeZone !== current.timeZone;
  current = next;
  const switching = i18n.locale !== settings.language;
  await activateLanguage(settings.language);
  // A new language already re-renders every translated screen; a new format must too.
  if (changed && !switching) i18n.emit('change');
}
