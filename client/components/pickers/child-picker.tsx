import type { ChildResponse } from '../../../contract/children.ts';
import { Label } from '../ui/label.tsx';
import { useT } from '../../i18n/use-t.ts';

interface ChildPickerProps {
  items: ChildResponse[];
  selectedId: number;
  onSelect: (id: number) => void;
}

/** Shown only when the family has several children; the choice lives in the URL (?child=). */
export function ChildPicker({ items, selectedId, onSelect }: ChildPickerProps) {
  const t = useT();
  if (items.length < 2) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Label htmlFor="child-picker">{t('parentDashboard.viewingChild')}</Label>
      <select
        id="child-picker"
        value={selectedId}
        onChange={(e) => onSelect(Number(e.target.value))}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
      >
        {items.map((child) => (
          <option key={child.id} value={child.id}>
            {child.firstName} {child.lastName}
          </option>
        ))}
      </select>
    </div>
  );
}
