import { useQuery } from '@tanstack/react-query';
import type { CallInput, rentingContract } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';
import { ApiError, callData } from '../../../shared/api/client';
import { i18n } from '@lingui/core';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { propertyKey } from './property';

export const rentingRecordsKey = (propertyId: string) => ['renting-records', propertyId] as const;

/** GET /rentingPropertyRecords/records/renting-records?propertyId: newest first, owner only. */
export const rentingRecordsQueryOptions = (propertyId: string) =>
  callQueryOptions<typeof rentingContract.rentingRecords>(
    rentingRecordsKey(propertyId),
    { method: 'GET', path: '/rentingPropertyRecords/records/renting-records' },
    { query: { propertyId } },
  );

export const useRentingRecords = (propertyId: string) =>
  useQuery(rentingRecordsQueryOptions(propertyId));

export type RentInput = CallInput<typeof rentingContract.updateToRent>['body'];
export type VacateInput = CallInput<typeof rentingContract.unrent>['body'];

/** POST /rentingPropertyRecords/record/update-to-rent: the owner accepts a record; 409 if taken. */
export const rentRecord = (body: RentInput): Promise<string> =>
  callData<typeof rentingContract.updateToRent>(
    { method: 'POST', path: '/rentingPropertyRecords/record/update-to-rent' },
    { body },
  );

/** POST /rentingProperty/unrent/: the record completes and the renter is told (`type`). */
export const vacateRecord = (body: VacateInput): Promise<string> =>
  callData<typeof rentingContract.unrent>(
    { method: 'POST', path: '/rentingProperty/unrent/' },
    { body },
  );

/** Either answer changes the records and the property's status. */
const RECORD_CHANGED = {
  stale: ({ propertyId }: { propertyId: string }) => [
    rentingRecordsKey(propertyId),
    propertyKey(propertyId),
    listingKeys.all,
  ],
  inBackground: true,
};

export const useRentRecord = () => useRefreshingMutation(rentRecord, RECORD_CHANGED);
export const useVacateRecord = () => useRefreshingMutation(vacateRecord, RECORD_CHANGED);

/** A conflict (another record is already live) carries the server's reason word for word. */
export const recordErrorMessage = (err: unknown): string =>
  err instanceof ApiError && err.status === 409
    ? messageText(i18n, err.message, err.code)
    : apiErrorMessage(err);
