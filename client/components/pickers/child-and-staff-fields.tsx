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
  // The same cache entry as StaffField's: read here only to say when a list failed.
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
      <StaffField id={`${idPrefix}-staff`} staff={staff} error={staffError} />
      {loadFailed ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {t('pickers.loadFailed')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The staff member a record is from ('Select a staff member'): current staff with their
 * roles. ChildAndStaffFields places it beside the child; a form about one child uses it alone.
 */
export function StaffField(props: { id: string; staff: UseFormRegisterReturn; error?: string }) {
  const t = useT();
  const staffList = useQuery(staffQuery());
  return (
    <FormField id={props.id} label={t('pickers.staffMember')} error={props.error}>
      {(p) => (
        // Remounted once the list is in, so a preselected staff member shows as selected.
        <NativeSelect key={staffList.isSuccess ? 'ready' : 'loading'} {...p} {...props.staff}>
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
  );
}

/** The signed-in person's own staff record (the server says which), so they need not pick themselves. */
export function useOwnStaffId(): number | undefined {
  return useMe().data?.staffId ?? undefined;
}
