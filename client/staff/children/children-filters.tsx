import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { useT } from '../../i18n/use-t.ts';
import { type RoomFilter, roomFilters } from './children-filter.ts';

interface ChildrenFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  room: RoomFilter;
  onRoom: (value: RoomFilter) => void;
}

export function ChildrenFilters({ search, onSearch, room, onRoom }: ChildrenFiltersProps) {
  const t = useT();
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField
        id="children-search"
        label={t('children.searchLabel')}
        placeholder={t('children.searchPlaceholder')}
        value={search}
        onChange={onSearch}
        className="flex-1 space-y-1.5"
      />
      <LabelledSelect
        id="children-room"
        label={t('children.room')}
        value={room}
        options={roomFilters.map((option) => ({ value: option.value, label: t(option.label) }))}
        onChange={onRoom}
        className="space-y-1.5 sm:w-56"
      />
    </div>
  );
}
