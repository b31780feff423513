import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FilterBar } from '../../../shared/listings/filter-bar';
import { hasNarrowing } from '../../../shared/listings/filter-params';
import { ListingGrid } from '../../../shared/listings/listing-grid';
import { SearchBox } from '../../../shared/listings/search-box';
import { useListingFilter } from '../../../shared/listings/use-listing-filter';
import { filteredListingsOptions, newestListingsOptions } from '../api/listing-lists';
import { ExploreMore } from './explore-more';
import { TypeTabs } from './type-tabs';

/**
 * The home page under the intro: the filter bar, the newest listings (or those matching the
 * filter in the URL), and 'Explore more'. Under 600 px the type choices become a bar stuck to
 * the bottom of the screen while the grid is in view, where a thumb reaches it.
 */
export function HomeListings() {
  const [filter, setFilter] = useListingFilter();
  const top = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  const filtered = filter.type !== '' || hasNarrowing(filter);
  const heading = filtered ? t`Matching properties` : t`Newest properties`;
  const options = filtered ? filteredListingsOptions(filter) : newestListingsOptions();

  // The tabs are links to `?type=`; once the app follows one, the grid's top comes into view.
  const chooseType = () => top.current?.scrollIntoView?.({ block: 'start' });

  return (
    <>
      <section
        aria-labelledby="home-listings"
        className="mx-auto w-full max-w-6xl scroll-mt-32 px-4 pt-6"
      >
        <SearchBox className="mb-3" />
        <FilterBar value={filter} onChange={setFilter} />
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <h2
            id="home-listings"
            ref={top}
            className="scroll-mt-36 text-xl font-bold text-stone-900 sm:text-2xl"
          >
            {heading}
          </h2>
          <TypeTabs value={filter.type} onChoose={chooseType} className="max-[599px]:hidden" />
        </div>
        <div className="mt-4">
          <ListingGrid
            options={options}
            label={heading}
            empty={t`No properties match this filter.`}
            autoLoad={false}
          />
        </div>
        <div className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-stone-200 bg-white/95 px-2 py-2 backdrop-blur min-[600px]:hidden">
          <TypeTabs value={filter.type} onChoose={chooseType} />
        </div>
      </section>
      <ExploreMore />
    </>
  );
}
