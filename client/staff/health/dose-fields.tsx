import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { useT } from '../../i18n/use-t.ts';
import { fullName } from '../../lib/format.ts';
import { staffQuery } from '../../lib/query-options.ts';

/** A staff member picked from the current staff: who gave a dose, or who witnessed it. */
export function StaffSelect(props: {
  id: string;
  label: string;
  field: UseFormRegisterReturn;
  error?: string;
  optional?: boolean;
}) {
  const t = useT();
  const staff = useQuery(staffQuery());
  return (
    <FormField id={props.id} label={props.label} error={props.error}>
      {(p) => (
        // Remounted once the list is in, so a preselected staff member shows as selected.
        <NativeSelect key={staff.isSuccess ? 'ready' : 'loading'} {...p} {...props.field}>
          <option value="">
            {props.optional ? t('health.dose.noWitness') : t('health.dose.chooseStaff')}
          </option>
          {(staff.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {fullName(s)}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
