import type { InboxFilter } from '../../../contract/messages.ts';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';

/** The staff inbox's filters, as radio buttons: everything, or one of the three. */
export function InboxFilterChoice({
  value,
  onChange,
}: {
  value: InboxFilter | null;
  onChange: (value: InboxFilter | null) => void;
}) {
  const t = useT();
  const options: { value: InboxFilter | null; label: string }[] = [
    { value: null, label: t('messages.filter.all') },
    { value: 'unread', label: t('messages.filter.unread') },
    { value: 'needsAcknowledgement', label: t('messages.filter.needsAcknowledgement') },
    { value: 'fromFamilies', label: t('messages.filter.fromFamilies') },
  ];
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-slate-900">
        {t('messages.filter.legend')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const id = `messages-filter-${option.value ?? 'all'}`;
          return (
            <label
              key={id}
              htmlFor={id}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900',
                'has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:checked]:font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600',
              )}
            >
              <input
                id={id}
                type="radio"
                name="messages-filter"
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="size-4 shrink-0 accent-blue-700 focus-visible:outline-none"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
