import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageTitle } from '../../../shared/brand';
import { DocumentTitle } from '../../../shared/document-title';
import { FilterBar } from '../../../shared/listings/filter-bar';
import { CardList, ListingGrid } from '../../../shared/listings/listing-grid';
import { SearchBox } from '../../../shared/listings/search-box';
import {
  listingFilterParams,
  readListingFilter,
  type ListingFilter,
} from '../../../shared/listings/filter-params';
import { readSearchFields, searchOptions, type SearchPage as Page } from '../api/search';
import { ReadAs } from './read-as';
import { SaveSearchButton } from './save-search-button';

/**
 * /search?q=&type=&district=&price=&rooms= (issue 35): the results of the one search box,
 * rendered by the server at their own address (a link shared on WhatsApp shows them), with the
 * filter bar narrowing the same search, 'nothing found' with the nearest spellings and the
 * closest listings, and a tap to save the search for alerts.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { t } = useLingui();
  const fields = useMemo(() => readSearchFields(params), [params]);
  const filter = useMemo(() => readListingFilter(params), [params]);
  // The filter bar knows the general types only: a search's hall or hotel type stays as it is.
  const setFilter = (next: ListingFilter) =>
    setParams(
      (current) => {
        const kept = listingFilterParams(next, current);
        if (fields.type && !next.type) kept.set('type', fields.type);
        return kept;
      },
      { replace: true, preventScrollReset: true },
    );
  const keep = { q: fields.q, ...(fields.type && !filter.type ? { type: fields.type } : {}) };
  const options = searchOptions(fields);
  const query = useInfiniteQuery(options);
  const first = query.data?.pages[0] as Page | undefined;
  const heading = fields.q ? t`Results for “${fields.q}”` : t`Search`;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <DocumentTitle title={pageTitle(heading)} />
      {/* Keyed by the text: a new search from the header starts the box afresh. */}
      <SearchBox
        key={fields.q}
        initial={fields.q}
        keep={fields.type ? { type: fields.type } : {}}
      />
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold tracking-tight text-stone-900 sm:text-2xl">{heading}</h1>
          {first && <ReadAs reading={first.reading} />}
        </div>
        <SaveSearchButton fields={fields} />
      </div>
      <FilterBar value={filter} onChange={setFilter} keep={keep} className="mt-4" />
      <div className="mt-5">
        {first && first.data.length === 0 ? (
          <NothingFound page={first} q={fields.q} />
        ) : (
          <ListingGrid options={options} label={heading} />
        )}
      </div>
    </section>
  );
}

/** No listing matches: the spellings nearest to the text, and the listings closest to it. */
function NothingFound({ page, q }: { page: Page; q: string }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const withText = (text: string) => {
    const next = new URLSearchParams(params);
    next.set('q', text);
    return `/search?${next.toString()}`;
  };
  return (
    <div className="space-y-6">
      <div className="rounded-xl bg-white p-6 text-stone-700 shadow-sm">
        <p className="font-semibold text-stone-900">
          <Trans>Nothing found for “{q}”.</Trans>
        </p>
        {page.suggestions.length > 0 && (
          <p className="mt-2">
            <Trans>Did you mean:</Trans>{' '}
            {page.suggestions.map((suggestion, i) => (
              <span key={suggestion}>
                {i > 0 && ', '}
                <Link to={withText(suggestion)} className="font-semibold text-brand-800 underline">
                  {suggestion}
                </Link>
              </span>
            ))}
          </p>
        )}
        <p className="mt-2 text-sm text-stone-600">
          <Trans>Try fewer words, or another spelling of the district.</Trans>
        </p>
      </div>
      {page.closest.length > 0 && (
        <section aria-label={t`Closest results`}>
          <h2 className="mb-3 text-lg font-bold text-stone-900">
            <Trans>Closest results</Trans>
          </h2>
          <CardList cards={page.closest.map((listing) => ({ key: listing._id, listing }))} />
        </section>
      )}
    </div>
  );
}
