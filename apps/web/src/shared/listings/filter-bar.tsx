import { useId } from 'react';
import { useLocation } from 'react-router';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DISTRICTS,
  PRICE_BANDS,
  ROOM_BANDS,
  type PriceBandId,
  type RoomBandId,
} from '@rentals/shared';
import { hasNarrowing, type ListingFilter } from './filter-params';

const selectClasses =
  'block w-full min-h-11 truncate rounded-lg border border-stone-300 bg-white py-2 px-2.5 text-base ' +
  'text-stone-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/40 sm:text-sm';

/** The bands' labels (the shared package's text is the spec's wording). */
const PRICE_LABELS: Record<PriceBandId, MessageDescriptor> = {
  any: msg`Any price`,
  '150-400': msg`$150 - $400`,
  '400-900': msg`$400 - $900`,
  '1000+': msg`$1000+`,
};
const ROOM_LABELS: Record<RoomBandId, MessageDescriptor> = {
  any: msg`Any rooms`,
  '1-4': msg`1 - 4 rooms`,
  '4-10': msg`4 - 10 rooms`,
  '10+': msg`10+ rooms`,
};

/** A band list as a select's options, each band by its label in the reader's language. */
const bandOptions = <B extends string>(
  bands: readonly { id: B }[],
  labels: Record<B, MessageDescriptor>,
  i18n: I18n,
) => bands.map((band) => ({ value: band.id, label: i18n._(labels[band.id]) }));

type FilterBarProps = {
  value: ListingFilter;
  onChange: (next: ListingFilter) => void;
  /** other parameters of the page's address the form sends on (the search page's text) */
  keep?: Record<string, string>;
  className?: string;
};

/**
 * District, price band and room band (spec 1 section 9). A real GET form on the page's own path
 * with the URL's parameter names (`district`, `price`, `rooms`, and `type` kept), so before the
 * app's code runs, or without it, the server renders the filtered page. Once the app is live it
 * applies on every change, to the same URL.
 */
export function FilterBar({ value, onChange, keep = {}, className = '' }: FilterBarProps) {
  const id = useId();
  const { pathname } = useLocation();
  const { t, i18n } = useLingui();
  const set = <K extends keyof ListingFilter>(key: K, next: ListingFilter[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <form
      role="search"
      aria-label={t`Filter properties`}
      method="get"
      action={pathname}
      onSubmit={(event) => event.preventDefault()}
      className={`grid grid-cols-2 items-end gap-2 sm:grid-cols-3 rounded-xl border border-stone-200 bg-white p-2.5 shadow-sm sm:gap-3 sm:p-3 ${className}`}
    >
      <FilterSelect
        label={t`District`}
        id={`${id}-district`}
        name="district"
        className="col-span-2 sm:col-span-1"
        value={value.district}
        options={[
          { value: '', label: t`Any` },
          ...DISTRICTS.map((district) => ({ value: district, label: district })),
        ]}
        onChange={(district) => set('district', district)}
      />
      <FilterSelect
        label={t`Price`}
        id={`${id}-price`}
        name="price"
        value={value.price}
        options={bandOptions(PRICE_BANDS, PRICE_LABELS, i18n)}
        onChange={(price) => set('price', price)}
      />
      <FilterSelect
        label={t`Rooms`}
        id={`${id}-rooms`}
        name="rooms"
        value={value.rooms}
        options={bandOptions(ROOM_BANDS, ROOM_LABELS, i18n)}
        onChange={(rooms) => set('rooms', rooms)}
      />
      {value.type && <input type="hidden" name="type" value={value.type} />}
      {Object.entries(keep).map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      {/* Without JavaScript the choice is sent with Apply; with it, on every change (and by
          public/boot.js if the code never arrives). */}
      <noscript>
        <button
          type="submit"
          className="col-span-2 min-h-10 sm:col-span-3 justify-self-end rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Trans>Apply</Trans>
        </button>
      </noscript>
      {hasNarrowing(value) && (
        <button
          type="button"
          onClick={() => onChange({ ...value, district: '', price: 'any', rooms: 'any' })}
          className="col-span-2 min-h-10 sm:col-span-3 justify-self-end rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Trans>Clear filters</Trans>
        </button>
      )}
    </form>
  );
}

type FilterSelectProps<V extends string> = {
  label: string;
  id: string;
  /** the URL parameter the form sends the choice as */
  name: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  className?: string;
};

/** One of the bar's choices: its label over a select of the values the URL may hold. */
function FilterSelect<V extends string>({
  label,
  id,
  name,
  value,
  options,
  onChange,
  className = '',
}: FilterSelectProps<V>) {
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-stone-600">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={selectClasses}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
