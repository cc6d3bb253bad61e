import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateText } from '../../i18n/i18n.ts';
import { cn } from '../../lib/cn.ts';

/**
 * One of a fixed list (icons, colours, stickers) as the browser's own radio buttons, each
 * drawn with its picture and named by its label: arrow keys move between them.
 */
export function ChoiceGroup<V extends string>(props: {
  id: string;
  legend: string;
  options: readonly { value: V; label: string; picture: ReactNode }[];
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const { id, legend, options, registration, error } = props;
  const errorId = `${id}-error`;
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => {
          const inputId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={inputId}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm',
                'has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600',
              )}
            >
              <input
                id={inputId}
                type="radio"
                value={option.value}
                className="size-4 shrink-0 accent-blue-700 focus-visible:outline-none"
                {...registration}
              />
              {option.picture}
              <span className="min-w-0 break-words">{option.label}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {translateText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
