import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, rentingContract } from '@rentals/shared';
import { ApiError, call } from '../../../shared/api/client';
import { i18n } from '@lingui/core';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { propertyKey } from './property';

export const rentingRecordsKey = (propertyId: string) => ['renting-records', propertyId] as const;

/** GET /rentingPropertyRecords/records/renting-records?propertyId: newest first, owner only. */
export const rentingRecordsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: rentingRecordsKey(propertyId),
    queryFn: async () =>
      (
        await call<typeof rentingContract.rentingRecords>(
          { method: 'GET', path: '/rentingPropertyRecords/records/renting-records' },
          { query: { propertyId } },
        )
      ).data,
  });

export const useRentingRecords = (propertyId: string) =>
  useQuery(rentingRecordsQueryOptions(propertyId));

export type RentInput = CallInput<typeof rentingContract.updateToRent>['body'];
export type VacateInput = CallInput<typeof rentingContract.unrent>['body'];

/** POST /rentingPropertyRecords/record/update-to-rent: the owner accepts a record; 409 if taken. */
export const rentRecord = async (body: RentInput): Promise<string> =>
  (
    await call<typeof rentingContract.updateToRent>(
      { method: 'POST', path: '/rentingPropertyRecords/record/update-to-rent' },
      { body },
    )
  ).data;

/** POST /rentingProperty/unrent/: the record completes and the renter is told (`type`). */
export const vacateRecord = async (body: VacateInput): Promise<string> =>
  (
    await call<typeof rentingContract.unrent>(
      { method: 'POST', path: '/rentingProperty/unrent/' },
      { body },
    )
  ).data;

/** Either answer changes the records and the property's status. */
function useRecordMutation<T extends { propertyId: string }>(call: (body: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_result, body) => {
      void queryClient.invalidateQueries({ queryKey: rentingRecordsKey(body.propertyId) });
      void queryClient.invalidateQueries({ queryKey: propertyKey(body.propertyId) });
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}

export const useRentRecord = () => useRecordMutation(rentRecord);
export const useVacateRecord = () => useRecordMutation(vacateRecord);

/** A conflict (another record is already live) carries the server's reason word for word. */
export const recordErrorMessage = (err: unknown): string =>
  err instanceof ApiError && err.status === 409
    ? messageText(i18n, err.message, err.code)
    : apiErrorMessage(err);
