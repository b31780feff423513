import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListingSummary } from '@rentals/shared';
import { apiErrorMessage } from '../api/toast-api-error';
import { Button } from '../ui/button';
import { ListingCard } from './listing-card';
import type { ListingPagesOptions } from './listing-pages';

/** Cards whose pictures load at once: the first row on a phone, where the largest paint is. */
const PRIORITY_CARDS = 2;

const GRID =
  'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/** One card of a CardList: its own key and controls (a listing may appear twice). */
export type CardItem = { key: string; listing: ListingSummary; actions?: ReactNode };

/**
 * A grid of cards from a list that is already loaded, each with its own key and controls: the
 * renter's requests, where two apartments of one building are two cards of the same listing.
 */
export function CardList({ cards }: { cards: readonly CardItem[] }) {
  return (
    <ul className={GRID}>
      {cards.map((card, i) => (
        <li key={card.key}>
          <ListingCard
            listing={card.listing}
            actions={card.actions}
            priority={i < PRIORITY_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards of the real cards' shape while the first page loads, so nothing jumps. */
export function CardGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={GRID} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <div className="aspect-[4/3] animate-pulse bg-stone-200" />
          <div className="space-y-2 p-3">
            <div className="h-3 w-1/3 rounded bg-stone-200" />
            <div className="h-4 w-3/4 rounded bg-stone-200" />
            <div className="h-3 w-1/2 rounded bg-stone-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}

type ListingGridProps = {
  options: ListingPagesOptions;
  /** accessible name of the list's region */
  label: string;
  empty?: ReactNode;
  /**
   * Load the next page when the end comes into view. Off where something follows the grid
   * that the visitor must be able to reach (the home page's 'Explore more'): then only the
   * button loads more.
   */
  autoLoad?: boolean;
};

/**
 * A keyset-paged grid: the next page loads as the visitor nears the end (IntersectionObserver),
 * and a 'Load more' button does the same where observing is not available or not wanted.
 */
export function ListingGrid({ options, label, empty, autoLoad = true }: ListingGridProps) {
  const { t } = useLingui();
  const query = useInfiniteQuery(options);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // The cards render in a deferred (interruptible) pass after the data arrives, so a slow
  // phone's main thread is never blocked by one long render of a whole page of cards.
  const pages = useDeferredValue(query.data?.pages);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!autoLoad || !node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [autoLoad, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending || (query.data && !pages)) {
    return (
      <div role="status" aria-busy="true" aria-label={t`${label}: loading`}>
        <CardGridSkeleton />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <p>{apiErrorMessage(query.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }

  const listings = (pages ?? query.data.pages).flatMap((page) => page.data);
  if (listings.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-center text-stone-600 shadow-sm">
        {empty ?? <Trans>No properties found.</Trans>}
      </p>
    );
  }

  return (
    <section aria-label={label} aria-busy={isFetchingNextPage || undefined}>
      <CardList cards={listings.map((listing) => ({ key: listing._id, listing }))} />
      <div ref={sentinel} className="flex justify-center pt-6">
        {hasNextPage && (
          <Button
            variant="secondary"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            <Trans>Load more</Trans>
          </Button>
        )}
        {query.isFetchNextPageError && (
          <p role="alert" className="ml-3 self-center text-sm text-red-700">
            {apiErrorMessage(query.error)}
          </p>
        )}
      </div>
    </section>
  );
}
