import { type Timezone, dateFormats, languages, timezones } from '../../contract/enums.ts';
import { languageNames, msg } from '../i18n/i18n.ts';

/**
 * Option lists from spec section 9, shared by both portals' settings screens. Their labels are
 * message ids (`msg`), translated where SettingsForm shows them; the values are stored as
 * they are.
 */
export const themeOptions = [
  { value: 'light', label: msg('account.theme.light') },
  { value: 'dark', label: msg('account.theme.dark') },
  { value: 'system', label: msg('account.theme.system') },
];

const timezoneLabels: Record<Timezone, string> = {
  Eastern: msg('account.timezone.eastern'),
  Central: msg('account.timezone.central'),
  Mountain: msg('account.timezone.mountain'),
  Pacific: msg('account.timezone.pacific'),
};
export const timezoneOptions = timezones.map((value) => ({
  value,
  label: timezoneLabels[value],
}));

/** Every language, offered to everyone (decision 021), each by its own name. */
export const languageOptions = () =>
  languages.map((value) => ({ value, label: languageNames[value] }));

/** The date formats are shown as they are written (MM/DD/YYYY), in every language. */
export const dateFormatOptions = dateFormats.map((value) => ({ value, label: value }));
