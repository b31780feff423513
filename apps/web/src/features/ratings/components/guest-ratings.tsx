import { countOf, formatScore, type PropertyRatings } from '@rentals/shared';
import { StarIcon } from '../../../shared/listings/icons';
import { RatingBars } from '../../../shared/ui/rating-bars';

/** The overall score, how many rated, and one bar per category. */
export function GuestRatings({ ratings }: { ratings: PropertyRatings }) {
  if (ratings.count === 0) return <p className="text-sm text-stone-600">No ratings yet.</p>;
  return (
    <div>
      <p className="flex items-center gap-2 text-stone-900">
        <StarIcon className="h-5 w-5 text-amber-500" />
        <span className="text-xl font-bold">{formatScore(ratings.overall)}</span>
        <span className="text-stone-600">{`· ${countOf(ratings.count, 'review', 'reviews')}`}</span>
      </p>
      <div className="mt-4">
        <RatingBars categories={ratings.categories} />
      </div>
    </div>
  );
}
