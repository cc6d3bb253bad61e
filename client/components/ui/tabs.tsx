import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

export interface TabItem<K extends string> {
  id: K;
  label: string;
  content: ReactNode;
}

/**
 * The selected tab: its own surface (white; in the dark theme, where white and the list's
 * slate-100 are the same colour, a lighter slate), a border of 3:1 or more against both, and
 * bold text, so it is told apart without relying on colour. tabs.test.tsx checks the
 * contrast of these colours in both themes.
 */
const activeTab =
  'bg-white font-semibold text-slate-900 shadow-sm ring-1 ring-slate-500 dark:bg-slate-300';

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select them,
 * each panel is labelled by its tab.
 */
export function Tabs<K extends string>(props: {
  /** Names the tab list, when the page's heading does not already say what the tabs are. */
  label?: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
}) {
  const { label, tabs, selected, onSelect } = props;
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === selected);
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div className="space-y-4">
      <div
        role="tablist"
        aria-label={label}
        className="inline-flex rounded-lg bg-slate-100 p-1"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              data-state={active ? 'active' : 'inactive'}
              className={cn(
                'rounded-md px-4 py-2 text-sm focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none',
                active ? activeTab : 'font-medium text-slate-700 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs
        .filter((tab) => tab.id === selected)
        .map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${base}-panel-${tab.id}`}
            aria-labelledby={`${base}-tab-${tab.id}`}
            tabIndex={0}
          >
            {tab.content}
          </div>
        ))}
    </div>
  );
}
