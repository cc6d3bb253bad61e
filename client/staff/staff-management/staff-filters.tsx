import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { useT } from '../../i18n/use-t.ts';
import { type RoleFilter, roleFilters } from './staff-filter.ts';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  role: RoleFilter;
  onRole: (role: RoleFilter) => void;
}

/** Search by name or role, and the role filter. */
export function StaffFilters({ search, onSearch, role, onRole }: Props) {
  const t = useT();
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField
        id="staff-search"
        label={t('staffManagement.searchLabel')}
        placeholder={t('staffManagement.searchPlaceholder')}
        value={search}
        onChange={onSearch}
        className="flex-1 space-y-1.5"
      />
      <LabelledSelect
        id="staff-role-filter"
        label={t('staffManagement.roleFilterLabel')}
        value={role}
        options={roleFilters.map((option) => ({ value: option.value, label: t(option.label) }))}
        onChange={onRole}
        className="space-y-1.5 sm:w-48"
      />
    </div>
  );
}
