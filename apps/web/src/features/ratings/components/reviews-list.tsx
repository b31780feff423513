import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatScore,
  overallScore,
  REVIEWER_NAME_LENGTH,
  truncate,
  type Review,
} from '@rentals/shared';
import { StarIcon } from '../../../shared/listings/icons';
import { useFormat } from '../../../shared/i18n/format';
import { Avatar } from '../../../shared/ui/avatar';

const SHOWN = 6;

/** Reviews, newest first: name cut at 22 characters, date as DD-MMMM-YYYY, score per review. */
export function ReviewsList({ reviews }: { reviews: readonly Review[] }) {
  const [all, setAll] = useState(false);
  const { t } = useLingui();
  const format = useFormat();
  const written = reviews.filter((r) => r.review.trim() !== '' || r.stars.length > 0);
  if (written.length === 0) {
    return (
      <p className="text-sm text-stone-600">
        <Trans>No reviews yet.</Trans>
      </p>
    );
  }
  const shown = all ? written : written.slice(0, SHOWN);
  const total = written.length;

  return (
    <>
      <ul aria-label={t`Reviews`} className="divide-y divide-stone-200">
        {shown.map((review) => (
          <li key={review._id} className="py-4">
            <div className="flex items-center gap-3">
              <Avatar name={review.user.name} picture={review.user.picture} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-stone-900">
                  {truncate(review.user.name, REVIEWER_NAME_LENGTH)}
                </p>
                <p className="text-xs text-stone-500">{format.day(review.created_date)}</p>
              </div>
              <span className="flex items-center gap-1 text-sm font-semibold text-stone-900">
                <StarIcon className="h-4 w-4 text-amber-500" />
                {formatScore(overallScore(review.stars))}
              </span>
            </div>
            {review.review && (
              <p className="mt-2 text-sm whitespace-pre-line text-stone-700">{review.review}</p>
            )}
          </li>
        ))}
      </ul>
      {written.length > SHOWN && (
        <button
          type="button"
          onClick={() => setAll((value) => !value)}
          className="mt-2 min-h-10 rounded-lg border border-stone-300 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100"
        >
          {all ? <Trans>Show fewer reviews</Trans> : <Trans>Show all {total} reviews</Trans>}
        </button>
      )}
    </>
  );
}
