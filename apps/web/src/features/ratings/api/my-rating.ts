import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ratingBody, ratingsContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { ratingsKeys } from './ratings-keys';

export type RatingInput = ReturnType<typeof ratingBody.parse>;

/** GET /ratingsAndReviews/user/findPropertyRating: the user's own rating, or null. */
export const fetchMyRating = async (propertyId: string, userId: string) =>
  (
    await call<typeof ratingsContract.ownRating>(
      { method: 'GET', path: '/ratingsAndReviews/user/findPropertyRating' },
      { query: { propertyId, userId } },
    )
  ).data;

export const myRatingOptions = (propertyId: string, userId: string) =>
  queryOptions({
    queryKey: [...ratingsKeys.property(propertyId), 'mine', userId],
    queryFn: () => fetchMyRating(propertyId, userId),
  });

export const useMyRating = (propertyId: string, userId: string) =>
  useQuery(myRatingOptions(propertyId, userId));

/** POST /ratingsAndReviews/update when the user rated before, else /ratingsAndReviews/add. */
export const saveRating = async ({ update, ...body }: RatingInput & { update: boolean }) => {
  const answer = update
    ? await call<typeof ratingsContract.updateRating>(
        { method: 'POST', path: '/ratingsAndReviews/update' },
        { body },
      )
    : await call<typeof ratingsContract.addRating>(
        { method: 'POST', path: '/ratingsAndReviews/add' },
        { body },
      );
  return answer.data;
};

/** Saves a rating, then refreshes the property's summary, reviews and the user's own rating. */
export function useSaveRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRating,
    onSuccess: (_review, { propertyId }) =>
      queryClient.invalidateQueries({ queryKey: ratingsKeys.property(propertyId) }),
  });
}
