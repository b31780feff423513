import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTE_TYPES } from '@rentals/shared';
import { routeTypeLabel } from '../../../shared/i18n/labels';
import { ChevronIcon } from '../../../shared/listings/icons';
import { useCategoryCounts } from '../api/category-counts';

/** 'Explore more': one tile per category route with how many listings it holds. */
export function ExploreMore() {
  const counts = useCategoryCounts();
  const { t, i18n } = useLingui();
  const countText = (n: number) => t`${plural(n, { one: '# property', other: '# properties' })}`;
  return (
    <section aria-labelledby="explore-more" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h2 id="explore-more" className="text-xl font-bold text-stone-900 sm:text-2xl">
        <Trans>Explore more</Trans>
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
                  {routeTypeLabel(i18n, type)}
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
