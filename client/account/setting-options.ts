import {
  type Language,
  type Timezone,
  dateFormats,
  languages,
  timezones,
} from '../../contract/enums.ts';
import { msg } from '../i18n/i18n.ts';

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

/** Each language by its own name, whatever the reader's language. */
export const languageLabels: Record<Language, string> = {
  en: msg('common.languageName.en'),
  es: msg('common.languageName.es'),
  fr: msg('common.languageName.fr'),
  de: msg('common.languageName.de'),
};

/**
 * Every language, offered to everyone (decision 021). The argument is ignored: it is kept only
 * so screens that still pass the list they used to offer keep compiling.
 */
export const languageOptions = (_offered?: readonly string[]) =>
  languages.map((value) => ({ value, label: languageLabels[value] }));

/** The date formats are shown as they are written (MM/DD/YYYY), in every language. */
export const dateFormatOptions = dateFormats.map((value) => ({ value, label: value }));
