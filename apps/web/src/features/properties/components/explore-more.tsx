import { Link } from 'react-router';
import { countOf, ROUTE_TYPE_LABELS, ROUTE_TYPES } from '@rentals/shared';
import { ChevronIcon } from '../../../shared/listings/icons';
import { useCategoryCounts } from '../api/category-counts';

const countText = (n: number) => countOf(n, 'property', 'properties');

/** 'Explore more': one tile per category route with how many listings it holds. */
export function ExploreMore() {
  const counts = useCategoryCounts();
  return (
    <section aria-labelledby="explore-more" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h2 id="explore-more" className="text-xl font-bold text-stone-900 sm:text-2xl">
        Explore more
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {ROUTE_TYPES.map((type) => (
          <li key={type}>
            <Link
              to={`/properties/${type}`}
              className="flex min-h-20 items-center justify-between gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <span>
                <span className="block font-semibold text-stone-900">
                  {ROUTE_TYPE_LABELS[type]}
                </span>
                <span className="block text-sm text-stone-600">
                  {counts.data ? countText(counts.data[type] ?? 0) : '\u00a0'}
                </span>
              </span>
              <ChevronIcon className="h-5 w-5 shrink-0 text-brand-700" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
