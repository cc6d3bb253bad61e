import { emergencyContactPlaceholder, parentPlaceholder } from '../../contract/children.ts';
import { t } from '../i18n/i18n.ts';

/**
 * Enrolment stores 'TBD' (and 'TBD - To be collected during parent invitation') for the
 * parent's details until the invitation brings them (spec: enrol child). Those words are a
 * marker, never data: is this one of them?
 */
export function isPlaceholder(value: string): boolean {
  const text = value.trim();
  return text === parentPlaceholder || text === emergencyContactPlaceholder || /^TBD\b/i.test(text);
}

/**
 * A parent detail as people read it: a placeholder says, in the reader's language, that it is
 * to be collected at the invitation; real values as typed. A component showing it calls
 * `useT`, so it renders again when the language changes.
 */
export function detailShown(value: string): string {
  return isPlaceholder(value) ? t('common.toBeCollected') : value;
}
