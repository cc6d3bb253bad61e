import type { UseFormRegisterReturn } from 'react-hook-form';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

const choices = [
  { value: 'checkin', label: msg('attendance.checkIn') },
  { value: 'checkout', label: msg('attendance.checkOut') },
] as const;

/** The spec's attendance action as two native radio buttons in a labelled group. */
export function ActionRadios({ register }: { register: UseFormRegisterReturn<'action'> }) {
  const t = useT();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">{t('attendance.action')}</legend>
      <div className="flex gap-6">
        {choices.map(({ value, label }) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-900">
            <input
              type="radio"
              value={value}
              className="size-4 accent-blue-700 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
              {...register}
            />
            {t(label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
