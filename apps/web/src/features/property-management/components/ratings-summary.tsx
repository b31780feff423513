import {
  formatScore,
  RATING_CATEGORIES,
  RATING_CATEGORY_LABELS,
  ratingBarWidthRem,
} from '@rentals/shared';
import { usePropertyRatings } from '../api/property-stats';

/** The guest ratings: the overall score, how many rated, and a bar per category (score x 2 rem). */
export function RatingsSummary({ propertyId }: { propertyId: string }) {
  const ratings = usePropertyRatings(propertyId);
  if (ratings.isPending) return <p className="text-sm text-stone-500">Loading ratings…</p>;
  if (ratings.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The ratings could not be loaded.
      </p>
    );
  }
  const { overall, count, categories } = ratings.data;
  if (count === 0) return <p className="text-sm text-stone-600">No ratings yet.</p>;
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-bold text-stone-900">{formatScore(overall)}</span>
        <span className="text-sm text-stone-600">
          out of 5 · {count} {count === 1 ? 'rating' : 'ratings'}
        </span>
      </p>
      <dl className="mt-3 space-y-2">
        {RATING_CATEGORIES.map((category) => (
          <div
            key={category}
            className="grid grid-cols-[7.5rem_1fr_2rem] items-center gap-2 text-sm"
          >
            <dt className="truncate text-stone-700">{RATING_CATEGORY_LABELS[category]}</dt>
            <div
              className="h-2 w-40 max-w-full overflow-hidden rounded-full bg-stone-200"
              aria-hidden="true"
            >
              <div
                className="h-full rounded-full bg-brand-600"
                style={{ width: `${ratingBarWidthRem(categories[category])}rem` }}
              />
            </div>
            <dd className="text-right font-medium text-stone-900 tabular-nums">
              {formatScore(categories[category])}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
