import {
  formatScore,
  RATING_CATEGORIES,
  RATING_CATEGORY_LABELS,
  ratingBarWidthRem,
  type PropertyRatings,
} from '@rentals/shared';
import { StarIcon } from '../../../shared/listings/icons';

const reviewsText = (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`;

/** The overall score and one bar per category; a bar is the score times 2 rem wide. */
export function GuestRatings({ ratings }: { ratings: PropertyRatings }) {
  if (ratings.count === 0) return <p className="text-sm text-stone-600">No ratings yet.</p>;
  return (
    <div>
      <p className="flex items-center gap-2 text-stone-900">
        <StarIcon className="h-5 w-5 text-amber-500" />
        <span className="text-xl font-bold">{formatScore(ratings.overall)}</span>
        <span className="text-stone-600">{`· ${reviewsText(ratings.count)}`}</span>
      </p>
      <dl className="mt-4 grid gap-x-10 gap-y-3 sm:grid-cols-2">
        {RATING_CATEGORIES.map((category) => {
          const score = ratings.categories[category] ?? 0;
          return (
            <div key={category}>
              <dt className="text-sm text-stone-700">{RATING_CATEGORY_LABELS[category]}</dt>
              <dd className="mt-1 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="h-2 w-[10rem] shrink-0 rounded-full bg-stone-200"
                >
                  <span
                    data-testid={`bar-${category}`}
                    className="block h-2 rounded-full bg-brand-600"
                    style={{ width: `${ratingBarWidthRem(score)}rem` }}
                  />
                </span>
                <span className="text-sm font-semibold text-stone-900">{formatScore(score)}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
