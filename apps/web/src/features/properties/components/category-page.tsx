import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  isRouteType,
  ROUTE_TYPE_TO_PROPERTY_TYPE,
  PROPERTY_TYPES,
  type PropertyType,
  type RouteType,
} from '@rentals/shared';
import { pageTitle } from '../../../shared/brand';
import { routeTypeLabel } from '../../../shared/i18n/labels';
import { FilterBar } from '../../../shared/listings/filter-bar';
import { hasNarrowing } from '../../../shared/listings/filter-params';
import { ListingGrid } from '../../../shared/listings/listing-grid';
import { SearchBox } from '../../../shared/listings/search-box';
import { useListingFilter } from '../../../shared/listings/use-listing-filter';
import { categoryListingsOptions, filteredListingsOptions } from '../api/listing-lists';
import { DocumentTitle } from '../../../shared/document-title';

/** The general type a category filters on; hotels and halls are other kinds with no filter yet. */
function filterTypeOf(type: RouteType): PropertyType | null {
  const mapped = ROUTE_TYPE_TO_PROPERTY_TYPE[type];
  return (PROPERTY_TYPES as readonly string[]).includes(mapped) ? (mapped as PropertyType) : null;
}

/** /properties/{type}: the category's listings, narrowed by the filter held in the URL. */
export function CategoryPage() {
  const { type = '' } = useParams();
  const [filter, setFilter] = useListingFilter();
  const { t, i18n } = useLingui();
  if (!isRouteType(type)) return null;

  const label = routeTypeLabel(i18n, type);
  const filterType = filterTypeOf(type);
  const options =
    filterType && hasNarrowing(filter)
      ? filteredListingsOptions({ ...filter, type: filterType })
      : categoryListingsOptions(type);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <DocumentTitle title={pageTitle(label)} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{label}</h1>
      <p className="mt-1 text-sm text-stone-600">{t`${label} for rent in Mogadishu`}</p>
      <SearchBox keep={{ type: ROUTE_TYPE_TO_PROPERTY_TYPE[type] }} className="mt-4" />
      {filterType && <FilterBar value={filter} onChange={setFilter} className="mt-5" />}
      <div className="mt-5">
        <ListingGrid
          options={options}
          label={label}
          empty={
            hasNarrowing(filter)
              ? t`No properties match this filter.`
              : t`No listings in ${label} yet.`
          }
        />
      </div>
    </section>
  );
}
