/** Option lists from spec section 9, shared by both portals' settings screens. */
export const themeOptions = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];
export const timezoneOptions = ['Eastern', 'Central', 'Mountain', 'Pacific'].map((t) => ({
  value: t,
  label: t,
}));
export const languageLabels: Record<string, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};
export const languageOptions = (codes: string[]) =>
  codes.map((c) => ({ value: c, label: languageLabels[c] ?? c }));
