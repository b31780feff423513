import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatScore, type PropertyRatings } from '@rentals/shared';
import { StarIcon } from '../../../shared/listings/icons';
import { RatingBars } from '../../../shared/ui/rating-bars';

/** The overall score, how many rated, and one bar per category. */
export function GuestRatings({ ratings }: { ratings: PropertyRatings }) {
  const { t } = useLingui();
  if (ratings.count === 0)
    return (
      <p className="text-sm text-stone-600">
        <Trans>No ratings yet.</Trans>
      </p>
    );
  const count = ratings.count;
  const reviews = t`${plural(count, { one: '# review', other: '# reviews' })}`;
  return (
    <div>
      <p className="flex items-center gap-2 text-stone-900">
        <StarIcon className="h-5 w-5 text-amber-500" />
        <span className="text-xl font-bold">{formatScore(ratings.overall)}</span>
        <span className="text-stone-600">{`· ${reviews}`}</span>
      </p>
      <div className="mt-4">
        <RatingBars categories={ratings.categories} />
      </div>
    </div>
  );
}
