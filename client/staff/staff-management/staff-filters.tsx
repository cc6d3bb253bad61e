import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { type RoleFilter, roleFilters } from './staff-filter.ts';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  role: RoleFilter;
  onRole: (role: RoleFilter) => void;
}

/** Search by name or role, and the role filter. */
export function StaffFilters({ search, onSearch, role, onRole }: Props) {
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField
        id="staff-search"
        label="Search staff"
        placeholder="Search by name or role..."
        value={search}
        onChange={onSearch}
        className="flex-1 space-y-1.5"
      />
      <LabelledSelect
        id="staff-role-filter"
        label="Filter by role"
        value={role}
        options={roleFilters}
        onChange={onRole}
        className="space-y-1.5 sm:w-48"
      />
    </div>
  );
}
