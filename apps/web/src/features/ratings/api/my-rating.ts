import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Review, ratingBody } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { ratingsKeys } from './ratings-keys';

export type RatingInput = ReturnType<typeof ratingBody.parse>;

/** GET /ratingsAndReviews/user/findPropertyRating: the user's own rating, or null. */
export const fetchMyRating = (propertyId: string, userId: string) =>
  api.get<Review | null>(
    `/ratingsAndReviews/user/findPropertyRating?propertyId=${encodeURIComponent(propertyId)}&userId=${encodeURIComponent(userId)}`,
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
  api.post<Review>(update ? '/ratingsAndReviews/update' : '/ratingsAndReviews/add', body);

/** Saves a rating, then refreshes the property's summary, reviews and the user's own rating. */
export function useSaveRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRating,
    onSuccess: (_review, { propertyId }) =>
      queryClient.invalidateQueries({ queryKey: ratingsKeys.property(propertyId) }),
  });
}
