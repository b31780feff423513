import type { I18n } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import type { apartmentContract, apartmentRentBody, vacateApartmentBody } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';
import { ApiError, callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { listingKeys } from '../../../shared/listings/listing-keys';

type Contract = typeof apartmentContract;

export const apartmentRecordsKey = (buildingId: string) =>
  ['apartment-renting-records', buildingId] as const;

/** GET /apartment-renting-record/find?apartmentBuildingId: the building's records, owner only. */
export const apartmentRecordsQueryOptions = (buildingId: string) =>
  callQueryOptions<Contract['listRecords']>(
    apartmentRecordsKey(buildingId),
    { method: 'GET', path: '/apartment-renting-record/find' },
    { query: { apartmentBuildingId: buildingId } },
  );

export const useApartmentRecords = (buildingId: string) =>
  useQuery(apartmentRecordsQueryOptions(buildingId));

export type BookApartmentInput = ReturnType<typeof apartmentRentBody.parse>;
export type VacateApartmentInput = ReturnType<typeof vacateApartmentBody.parse>;

/** POST /apartments/rent: the owner books a record; 'rented' when the address is taken. */
export const bookApartment = (body: BookApartmentInput) =>
  callData<Contract['rent']>({ method: 'POST', path: '/apartments/rent' }, { body });

/** POST /apartments/vacate: rented becomes completed, pending declined; the address is freed. */
export const vacateApartment = (body: VacateApartmentInput) =>
  callData<Contract['vacate']>({ method: 'POST', path: '/apartments/vacate' }, { body });

/** Either call changes the records, the addresses' status and the building's lists. */
const RECORD_CHANGED = {
  stale: ({ apartmentBuildingId }: { apartmentBuildingId: string }) => [
    apartmentRecordsKey(apartmentBuildingId),
    listingKeys.all,
  ],
  after: 'settled',
  inBackground: true,
} as const;

export const useBookApartment = () => useRefreshingMutation(bookApartment, RECORD_CHANGED);
export const useVacateApartment = () => useRefreshingMutation(vacateApartment, RECORD_CHANGED);

/** A conflict carries the server's reason word for word. */
export const recordErrorMessage = (i18n: I18n, err: unknown): string =>
  err instanceof ApiError && err.status === 409
    ? messageText(i18n, err.message, err.code)
    : apiErrorMessage(err, i18n);
