import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../i18n/use-t.ts';
import { childrenQuery, staffQuery } from '../../lib/query-options.ts';
import { useMe } from '../../lib/session.ts';
import { FormField } from '../ui/form-field.tsx';
import { roleLabel } from './staff-role-labels.ts';
import { NativeSelect } from '../ui/native-select.tsx';

type Props = {
  idPrefix: string;
  child: UseFormRegisterReturn;
  staff: UseFormRegisterReturn;
  childError?: string;
  staffError?: string;
};

/** The child a record is about and the staff member writing it (spec: both required). */
export function ChildAndStaffFields({ idPrefix, child, staff, childError, staffError }: Props) {
  const t = useT();
  const children = useQuery(childrenQuery());
  const staffList = useQuery(staffQuery());
  const loadFailed = children.isError || staffList.isError;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${idPrefix}-child`} label={t('pickers.child')} error={childError}>
        {(p) => (
          // Remounted once the list is in, so a preselected child shows as selected.
          <NativeSelect key={children.isSuccess ? 'ready' : 'loading'} {...p} {...child}>
            <option value="">
              {children.isPending ? t('pickers.loadingChildren') : t('pickers.selectChild')}
            </option>
            {(children.data ?? [])
              .filter((c) => c.isActive)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.firstName} {c.lastName}
                </option>
              ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${idPrefix}-staff`} label={t('pickers.staffMember')} error={staffError}>
        {(p) => (
          <NativeSelect key={staffList.isSuccess ? 'ready' : 'loading'} {...p} {...staff}>
            <option value="">
              {staffList.isPending ? t('pickers.loadingStaff') : t('pickers.selectStaffMember')}
            </option>
            {(staffList.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {t('pickers.staffOption', {
                  name: `${s.firstName} ${s.lastName}`,
                  role: roleLabel(s.role, t),
                })}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {loadFailed ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {t('pickers.loadFailed')}
        </p>
      ) : null}
    </div>
  );
}

/** The signed-in person's own staff record (the server says which), so they need not pick themselves. */
export function useOwnStaffId(): number | undefined {
  return useMe().data?.staffId ?? undefined;
}
