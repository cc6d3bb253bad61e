import type { UseFormRegisterReturn } from 'react-hook-form';

const choices = [
  { value: 'checkin', label: 'Check In' },
  { value: 'checkout', label: 'Check Out' },
] as const;

/** The spec's attendance action as two native radio buttons in a labelled group. */
export function ActionRadios({ register }: { register: UseFormRegisterReturn<'action'> }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">Action</legend>
      <div className="flex gap-6">
        {choices.map(({ value, label }) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-900">
            <input
              type="radio"
              value={value}
              className="size-4 accent-blue-700 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
              {...register}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
