import type { ReactNode } from 'react';
import { translateText } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { Label } from './label.tsx';

/** The props a control needs so its label, error and hint are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** A message id (the contract's validation messages are ids) or a translated text. */
  error?: string;
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label above, control, then the hint and the inline error a screen reader reads with it. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  // Renders again in a new language: the error id is translated here, where it is shown.
  useT();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {translateText(error)}
        </p>
      ) : null}
    </div>
  );
}
