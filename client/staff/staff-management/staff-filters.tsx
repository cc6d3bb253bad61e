import { Search } from 'lucide-react';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from './native-select.tsx';
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
      <div className="flex-1 space-y-1.5">
        <Label htmlFor="staff-search">Search staff</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id="staff-search"
            type="search"
            placeholder="Search by name or role..."
            className="pl-9"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1.5 sm:w-48">
        <Label htmlFor="staff-role-filter">Filter by role</Label>
        <NativeSelect
          id="staff-role-filter"
          value={role}
          onChange={(event) => onRole(event.target.value as RoleFilter)}
        >
          {roleFilters.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
