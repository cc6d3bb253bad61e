import { type Language, languages } from '../../../contract/enums.ts';
import { isLanguage, languageNames } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { FormField } from '../ui/form-field.tsx';
import { NativeSelect } from '../ui/native-select.tsx';

/**
 * The language the invitation e-mail is written in (decision 021): the family's, chosen by
 * the staff member; an address that already has an account gets its own setting instead.
 */
export function InvitationLanguageField(props: {
  id: string;
  value: Language;
  onChange: (language: Language) => void;
}) {
  const t = useT();
  return (
    <FormField
      id={props.id}
      label={t('pickers.invitationLanguage')}
      hint={t('pickers.invitationLanguageHint')}
    >
      {(control) => (
        <NativeSelect
          {...control}
          value={props.value}
          onChange={(event) => {
            if (isLanguage(event.target.value)) props.onChange(event.target.value);
          }}
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(languageNames[language])}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
