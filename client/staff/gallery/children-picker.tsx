import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { TaggableChild } from '../../../contract/gallery.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { translateText } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { taggableChildrenQuery } from './queries.ts';

interface Props {
  id: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Children the photo already names who are no longer taggable: kept, so they can be untagged. */
  current?: readonly { id: number; name: string }[];
  error?: string;
  disabled?: boolean;
}

/** Past this many children a filter box helps find one (a centre has dozens). */
const filterFrom = 8;

/**
 * The children in a photo: a labelled group of checkboxes (Tab to each, Space toggles), with
 * a filter box for a long list. Only children with a photo release are offered (the server's
 * list), so the server's refusal is the exception rather than the rule.
 */
export function ChildrenPicker({ id, value, onChange, current = [], error, disabled }: Props) {
  const t = useT();
  const children = useQuery(taggableChildrenQuery());
  const [filter, setFilter] = useState('');
  const hintId = useId();
  const errorId = `${id}-error`;
  const offered: TaggableChild[] = children.data ?? [];
  const options = [
    ...offered,
    ...current
      .filter((child) => !offered.some((o) => o.id === child.id))
      .map((child) => ({ ...child, room: '' })),
  ];
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? options.filter(
        (child) =>
          value.includes(child.id) || `${child.name} ${child.room}`.toLowerCase().includes(needle),
      )
    : options;
  const toggle = (childId: number, checked: boolean) =>
    onChange(checked ? [...value, childId] : value.filter((v) => v !== childId));

  return (
    <fieldset
      className="space-y-2"
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      disabled={disabled}
    >
      <legend className="text-sm font-medium text-slate-900">
        {t('galleryManagement.field.children')}
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t('galleryManagement.childrenHint')}
      </p>
      {options.length > filterFrom ? (
        <SearchField
          id={`${id}-filter`}
          label={t('galleryManagement.childrenFilter')}
          placeholder={t('galleryManagement.childrenFilterPlaceholder')}
          value={filter}
          onChange={setFilter}
          className="space-y-1.5"
        />
      ) : null}
      {children.isPending ? (
        <p className="text-sm text-slate-600">{t('galleryManagement.childrenLoading')}</p>
      ) : children.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('galleryManagement.childrenLoadFailed')}
        </p>
      ) : options.length === 0 ? (
        <p className="text-sm text-slate-600">{t('galleryManagement.childrenNone')}</p>
      ) : (
        <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-300">
          {shown.map((child) => {
            const boxId = `${id}-child-${child.id}`;
            return (
              <li key={child.id} className="flex min-h-11 items-center gap-3 px-3">
                <Checkbox
                  id={boxId}
                  checked={value.includes(child.id)}
                  onCheckedChange={(checked) => toggle(child.id, checked === true)}
                />
                <Label htmlFor={boxId} className="flex flex-1 flex-wrap gap-x-2 py-2 font-normal">
                  {/* The comma and space give screen readers a pause the CSS gap does not. */}
                  <span className="font-medium">
                    {child.name}
                    {child.room ? <span className="sr-only">,</span> : null}
                  </span>{' '}
                  {child.room ? <span className="text-slate-600">{child.room}</span> : null}
                </Label>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('galleryManagement.childrenSelected', { count: value.length })}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {translateText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
