import { Link, useSearchParams } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PropertyType } from '@rentals/shared';
import { listingFilterParams, readListingFilter } from '../../../shared/listings/filter-params';

/** The home page's quick categories (spec 1 section 2): All, House, Apartments, Offices, Business. */
export const HOME_TYPES: readonly { type: PropertyType | ''; label: MessageDescriptor }[] = [
  { type: '', label: msg`All` },
  { type: 'House', label: msg`House` },
  { type: 'Apartment', label: msg`Apartments` },
  { type: 'office', label: msg`Offices` },
  { type: 'business', label: msg`Business` },
];

type TypeTabsProps = {
  value: PropertyType | '';
  /** after the app has followed a choice (the grid scrolls to its top) */
  onChoose?: () => void;
  className?: string;
};

/**
 * A row of type choices for the home grid. Links to the same page with `?type=` (the rest of the
 * filter kept), so a tap answers before the app's code runs: the server renders the list. Built
 * from the filter alone, not the whole query: the server renders and caches the page at its
 * address without the parameters it does not read (apps/server/src/http/public-pages.ts).
 */
export function TypeTabs({ value, onChoose, className = '' }: TypeTabsProps) {
  const [params] = useSearchParams();
  const { t, i18n } = useLingui();
  const search = (type: PropertyType | '') => {
    const text = listingFilterParams({ ...readListingFilter(params), type }).toString();
    return text ? `?${text}` : '';
  };
  return (
    <nav
      aria-label={t`Property type`}
      className={`flex gap-1 overflow-x-auto [scrollbar-width:none] min-[600px]:gap-1.5 ${className}`}
    >
      {HOME_TYPES.map(({ type, label }) => {
        const active = value === type;
        return (
          <Link
            key={type || 'all'}
            to={{ pathname: '/', search: search(type) }}
            replace
            preventScrollReset
            onClick={onChoose}
            aria-current={active ? 'true' : undefined}
            className={`inline-flex min-h-10 min-w-10 flex-auto shrink-0 items-center justify-center rounded-full px-1.5 text-[13px] font-semibold whitespace-nowrap transition-colors min-[600px]:flex-none min-[600px]:px-3 min-[600px]:text-sm ${
              active
                ? 'bg-brand-700 text-white'
                : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-brand-50'
            }`}
          >
            {i18n._(label)}
          </Link>
        );
      })}
    </nav>
  );
}
