import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatScore } from '@rentals/shared';
import { RatingBars } from '../../../shared/ui/rating-bars';
import { usePropertyRatings } from '../../../shared/listings/ratings-api';
import { LoadingOrFailed } from '../../../shared/ui/loading-or-failed';

/** The guest ratings: the overall score, how many rated, and a bar per category. */
export function RatingsSummary({ propertyId }: { propertyId: string }) {
  const ratings = usePropertyRatings(propertyId);
  const { t } = useLingui();
  if (ratings.isPending || ratings.isError)
    return (
      <LoadingOrFailed
        query={ratings}
        loading={<Trans>Loading ratings…</Trans>}
        errorText={() => <Trans>The ratings could not be loaded.</Trans>}
      />
    );
  const { overall, count, categories } = ratings.data;
  if (count === 0)
    return (
      <p className="text-sm text-stone-600">
        <Trans>No ratings yet.</Trans>
      </p>
    );
  const rated = t`${plural(count, { one: '# rating', other: '# ratings' })}`;
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-bold text-stone-900">{formatScore(overall)}</span>
        <span className="text-sm text-stone-600">
          <Trans>out of 5 · {rated}</Trans>
        </span>
      </p>
      <div className="mt-3">
        <RatingBars categories={categories} />
      </div>
    </div>
  );
}
