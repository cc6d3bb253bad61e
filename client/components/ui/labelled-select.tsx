import { Label } from './label.tsx';
import { NativeSelect } from './native-select.tsx';

interface LabelledSelectProps<V extends string> {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  /** The label-and-select block's own layout (spacing, width). */
  className?: string;
  selectClassName?: string;
}

/** A labelled select over a fixed list of options: a list's filter, a setting's choices. */
export function LabelledSelect<V extends string>(props: LabelledSelectProps<V>) {
  const { id, label, value, options, onChange, className, selectClassName } = props;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        className={selectClassName}
        value={value}
        // Only the options' own values can be chosen, so the value is one of V.
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
