import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ratingBody, ratingsContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { ratingsKeys } from '../../../shared/listings/ratings-api';

export type RatingInput = ReturnType<typeof ratingBody.parse>;

/** GET /ratingsAndReviews/user/findPropertyRating: the user's own rating, or null. */
export const fetchMyRating = (propertyId: string, userId: string) =>
  callData<typeof ratingsContract.ownRating>(
    { method: 'GET', path: '/ratingsAndReviews/user/findPropertyRating' },
    { query: { propertyId, userId } },
  );

export const myRatingOptions = (propertyId: string, userId: string) =>
  queryOptions({
    queryKey: [...ratingsKeys.property(propertyId), 'mine', userId],
    queryFn: () => fetchMyRating(propertyId, userId),
  });

export const useMyRating = (propertyId: string, userId: string) =>
  useQuery(myRatingOptions(propertyId, userId));

/** POST /ratingsAndReviews/update when the user rated before, else /ratingsAndReviews/add. */
export const saveRating = ({ update, ...body }: RatingInput & { update: boolean }) =>
  update
    ? callData<typeof ratingsContract.updateRating>(
        { method: 'POST', path: '/ratingsAndReviews/update' },
        { body },
      )
    : callData<typeof ratingsContract.addRating>(
        { method: 'POST', path: '/ratingsAndReviews/add' },
        { body },
      );

/** Saves a rating, then refreshes the property's summary, reviews and the user's own rating. */
export const useSaveRating = () =>
  useRefreshingMutation(saveRating, {
    stale: ({ propertyId }) => [ratingsKeys.property(propertyId)],
  });
