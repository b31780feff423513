import type { PropertyType } from '@rentals/shared';

/** The home page's quick categories (spec 1 section 2): All, House, Apartments, Offices, Business. */
export const HOME_TYPES: readonly { type: PropertyType | ''; label: string }[] = [
  { type: '', label: 'All' },
  { type: 'House', label: 'House' },
  { type: 'Apartment', label: 'Apartments' },
  { type: 'office', label: 'Offices' },
  { type: 'business', label: 'Business' },
];

type TypeTabsProps = {
  value: PropertyType | '';
  onChange: (type: PropertyType | '') => void;
  className?: string;
};

/** A row of type choices for the home grid. */
export function TypeTabs({ value, onChange, className = '' }: TypeTabsProps) {
  return (
    <div
      role="group"
      aria-label="Property type"
      className={`flex gap-1 overflow-x-auto [scrollbar-width:none] min-[600px]:gap-1.5 ${className}`}
    >
      {HOME_TYPES.map(({ type, label }) => {
        const active = value === type;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(type)}
            className={`min-h-10 min-w-10 flex-auto rounded-full px-1.5 text-[13px] font-semibold whitespace-nowrap transition-colors min-[600px]:flex-none min-[600px]:px-3 min-[600px]:text-sm ${
              active
                ? 'bg-brand-700 text-white'
                : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-brand-50'
            }`}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
