import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type Tab = { id: string; label: string; panel: () => ReactNode };

/**
 * WAI-ARIA tabs (arrow keys, Home and End move between them). Only the chosen panel is mounted,
 * so a list is fetched when its tab is first opened. On a phone the tabs sit two a row as
 * buttons, every one in sight (a row that scrolled sideways hid the last tabs off-screen); from
 * the small breakpoint up they are one underlined row that wraps.
 */
export function Tabs({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs[selected];

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="min-w-0">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-1 sm:border-b sm:border-stone-200"
      >
        {tabs.map((tab, index) => {
          const active = index === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              className={`min-h-11 rounded-lg border px-3 text-sm font-semibold transition-colors sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:whitespace-nowrap ${
                active
                  ? 'border-brand-700 bg-brand-50 text-brand-800 sm:bg-transparent'
                  : 'border-stone-200 text-stone-600 hover:text-stone-900 sm:border-transparent'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          className="pt-5"
        >
          {current.panel()}
        </div>
      )}
    </div>
  );
}
