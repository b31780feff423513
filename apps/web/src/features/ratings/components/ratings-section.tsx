import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { isSignedIn } from '../../../shared/session/user';
import type { User } from '@rentals/shared';
import { PageSpinner } from '../../../shared/ui/spinner';
import { useMyRating } from '../api/my-rating';
import { usePropertyRatings, useReviews } from '../../../shared/listings/ratings-api';
import { GuestRatings } from './guest-ratings';
import { ReviewsList } from './reviews-list';

/**
 * Only signed-in guests rate, so the form (and the validation library it brings, about 25 KB
 * compressed) loads when one shows it, not with every detail page a visitor opens.
 */
const RatingForm = lazy(async () => ({ default: (await import('./rating-form')).RatingForm }));

type RatingsSectionProps = { propertyId: string; ownerId: string; user: User };

/** Guest ratings, reviews and, for signed-in users who do not own the listing, their rating. */
export function RatingsSection({ propertyId, ownerId, user }: RatingsSectionProps) {
  const ratings = usePropertyRatings(propertyId);
  const reviews = useReviews(propertyId);
  const canRate = isSignedIn(user) && user._id !== ownerId;

  return (
    <section aria-labelledby="guest-ratings" className="render-near space-y-6">
      <h2 id="guest-ratings" className="text-lg font-bold text-stone-900">
        <Trans>Guest ratings</Trans>
      </h2>
      {ratings.data ? (
        <GuestRatings ratings={ratings.data} />
      ) : (
        ratings.isPending && <PageSpinner />
      )}
      <div>
        <h3 className="font-bold text-stone-900">
          <Trans>Reviews</Trans>
        </h3>
        {reviews.data && <ReviewsList reviews={reviews.data} />}
      </div>
      {canRate && (
        <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
          <MyRating propertyId={propertyId} userId={user._id} />
        </div>
      )}
    </section>
  );
}

function MyRating({ propertyId, userId }: { propertyId: string; userId: string }) {
  const mine = useMyRating(propertyId, userId);
  if (mine.isPending) return <PageSpinner />;
  const existing = mine.data ?? null;
  // Keyed so the form starts again from the saved rating after each save.
  return (
    <Suspense fallback={<PageSpinner />}>
      <RatingForm
        key={existing ? `${existing._id}-${existing.updated_date}` : 'new'}
        propertyId={propertyId}
        userId={userId}
        existing={existing}
      />
    </Suspense>
  );
}
