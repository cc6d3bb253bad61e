import type { PermissionRole } from '../../../contract/staff-accounts.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

export const permissionRoleLabels: Record<PermissionRole, string> = {
  director: msg('accountAdmin.role.director'),
  staff: msg('accountAdmin.role.staff'),
};

/** What the person may do in the portal (a director's or a staff member's), not a job title. */
export function PermissionRoleField(props: {
  id: string;
  value: PermissionRole;
  onChange: (role: PermissionRole) => void;
}) {
  const t = useT();
  return (
    <FormField
      id={props.id}
      label={t('accountAdmin.permissionRole')}
      hint={t('accountAdmin.roleHint')}
    >
      {(control) => (
        <NativeSelect
          {...control}
          value={props.value}
          onChange={(event) =>
            props.onChange(event.target.value === 'director' ? 'director' : 'staff')
          }
        >
          <option value="staff">{t(permissionRoleLabels.staff)}</option>
          <option value="director">{t(permissionRoleLabels.director)}</option>
        </NativeSelect>
      )}
    </FormField>
  );
}
