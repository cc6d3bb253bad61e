import { Search } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The label-and-input block's own layout (flex-1, spacing). */
  className?: string;
  inputClassName?: string;
}

/** A labelled search box with the magnifier inside it, filtering as the person types. */
export function SearchField(props: SearchFieldProps) {
  const { id, label, placeholder, value, onChange, className, inputClassName } = props;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          className={cn('pl-9', inputClassName)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
