import { useQuery } from '@tanstack/react-query';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { useT } from '../../i18n/use-t.ts';
import { fullName } from '../../lib/format.ts';
import { parentAccountsQuery } from '../../lib/query-options.ts';

interface Props {
  id: string;
  forAll: boolean;
  onForAll: (forAll: boolean) => void;
  parentId: string;
  onParent: (parentId: string) => void;
  error?: string;
}

const radio =
  'size-5 accent-blue-700 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none';

/**
 * Who the document is for: every parent (a global document) or one parent account, chosen by
 * name. The accounts are read only once 'A specific parent' is chosen.
 */
export function AssignToField({ id, forAll, onForAll, parentId, onParent, error }: Props) {
  const t = useT();
  const parents = useQuery({ ...parentAccountsQuery(), enabled: !forAll });
  const choices = [
    { value: true, label: t('taxDocumentsManagement.field.allParents') },
    { value: false, label: t('taxDocumentsManagement.field.specificParent') },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">
        {t('taxDocumentsManagement.field.assignTo')}
      </legend>
      <div className="flex flex-col sm:flex-row sm:gap-6">
        {choices.map((choice) => (
          // The whole label is the target: 44 px tall however small the radio is drawn.
          <label key={String(choice.value)} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-audience`}
              className={radio}
              checked={forAll === choice.value}
              onChange={() => onForAll(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {forAll ? null : (
        <FormField
          id={`${id}-parent`}
          label={t('taxDocumentsManagement.field.parent')}
          error={error}
        >
          {(control) => (
            <NativeSelect {...control} value={parentId} onChange={(e) => onParent(e.target.value)}>
              <option value="">
                {parents.isPending
                  ? t('taxDocumentsManagement.field.loadingParents')
                  : parents.isError
                    ? t('taxDocumentsManagement.field.parentsFailed')
                    : t('taxDocumentsManagement.field.selectParent')}
              </option>
              {(parents.data ?? []).map((p) => (
                // Two parents may share a name: the e-mail tells them apart.
                <option key={p.id} value={p.id}>
                  {fullName(p)} ({p.email})
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
    </fieldset>
  );
}
