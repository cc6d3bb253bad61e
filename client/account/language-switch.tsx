import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { languages } from '../../contract/enums.ts';
import { activateLanguage, isLanguage, languageNames } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { cn } from '../lib/cn.ts';
import { NativeSelect } from '../components/ui/native-select.tsx';

/**
 * The language choice of the pages seen before sign-in (sign-in, registration): a small,
 * labelled select of the four languages. The choice is remembered on this device; once signed
 * in, the person's own setting decides.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2 text-sm', className)}>
      <label htmlFor={id} className="font-medium text-slate-700">
        {t('auth.languageLabel')}
      </label>
      <NativeSelect
        id={id}
        className="h-9 w-auto text-sm sm:text-sm"
        value={i18n.locale}
        onChange={(event) => {
          const value = event.target.value;
          if (isLanguage(value)) void activateLanguage(value);
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(languageNames[language])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
