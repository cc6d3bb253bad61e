import { useLingui } from '@lingui/react';
import type { MessageValues } from './i18n.ts';

export type Translate = (id: string, values?: MessageValues) => string;

/**
 * `const t = useT()` … `t('attendance.checkIn')`: the component renders again when the
 * language, date format or time zone changes.
 */
export function useT(): Translate {
  const { _ } = useLingui();
  return _ as Translate;
}
