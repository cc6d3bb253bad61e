import { Languages } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { languageNames } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

/** The languages a catalogue text is kept in beside the English (decision 033). */
const otherLanguages = ['es', 'fr', 'de'] as const;
export type OtherLanguage = (typeof otherLanguages)[number];

export interface TranslatedField {
  key: string;
  label: string;
  multiline?: boolean;
}

/**
 * The other languages' texts beside the English, one folded section per language: a text
 * left empty reads as the English one. `register(language, key)` registers
 * a form field; the texts are marked with their language.
 */
export function TranslationFields(props: {
  idPrefix: string;
  fields: readonly TranslatedField[];
  register: (language: OtherLanguage, key: string) => UseFormRegisterReturn;
}) {
  const { idPrefix, fields, register } = props;
  const t = useT();
  return (
    <div className="space-y-2">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <Languages className="size-4" aria-hidden="true" />
        {t('milestoneCatalogue.translations.title')}
      </p>
      <p className="text-sm text-slate-600">{t('milestoneCatalogue.translations.hint')}</p>
      {otherLanguages.map((language) => (
        <details key={language} className="rounded-md border border-slate-300">
          <summary className="cursor-pointer rounded-md px-3 py-2.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none">
            {t(languageNames[language])}
          </summary>
          <div className="space-y-3 px-3 pb-3">
            {fields.map((field) => (
              <FormField
                key={field.key}
                id={`${idPrefix}-${language}-${field.key}`}
                label={t('milestoneCatalogue.translations.field', {
                  field: field.label,
                  language: t(languageNames[language]),
                })}
              >
                {(p) =>
                  field.multiline ? (
                    <Textarea rows={2} lang={language} {...p} {...register(language, field.key)} />
                  ) : (
                    <Input lang={language} {...p} {...register(language, field.key)} />
                  )
                }
              </FormField>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
