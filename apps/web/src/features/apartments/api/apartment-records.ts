import type { I18n } from '@lingui/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { apartmentContract, apartmentRentBody, vacateApartmentBody } from '@rentals/shared';
import { ApiError, call } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { listingKeys } from '../../../shared/listings/listing-keys';

type Contract = typeof apartmentContract;

export const apartmentRecordsKey = (buildingId: string) =>
  ['apartment-renting-records', buildingId] as const;

/** GET /apartment-renting-record/find?apartmentBuildingId: the building's records, owner only. */
export const apartmentRecordsQueryOptions = (buildingId: string) =>
  queryOptions({
    queryKey: apartmentRecordsKey(buildingId),
    queryFn: async () =>
      (
        await call<Contract['listRecords']>(
          { method: 'GET', path: '/apartment-renting-record/find' },
          { query: { apartmentBuildingId: buildingId } },
        )
      ).data,
  });

export const useApartmentRecords = (buildingId: string) =>
  useQuery(apartmentRecordsQueryOptions(buildingId));

export type BookApartmentInput = ReturnType<typeof apartmentRentBody.parse>;
export type VacateApartmentInput = ReturnType<typeof vacateApartmentBody.parse>;

/** POST /apartments/rent: the owner books a record; 'rented' when the address is taken. */
export const bookApartment = async (body: BookApartmentInput) =>
  (await call<Contract['rent']>({ method: 'POST', path: '/apartments/rent' }, { body })).data;

/** POST /apartments/vacate: rented becomes completed, pending declined; the address is freed. */
export const vacateApartment = async (body: VacateApartmentInput) =>
  (await call<Contract['vacate']>({ method: 'POST', path: '/apartments/vacate' }, { body })).data;

/** Either call changes the records, the addresses' status and the building's lists. */
function useRecordMutation<T extends { apartmentBuildingId: string }, R>(
  send: (body: T) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: (_result, _error, body) => {
      void queryClient.invalidateQueries({
        queryKey: apartmentRecordsKey(body.apartmentBuildingId),
      });
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}

export const useBookApartment = () => useRecordMutation(bookApartment);
export const useVacateApartment = () => useRecordMutation(vacateApartment);

/** A conflict carries the server's reason word for word. */
export const recordErrorMessage = (i18n: I18n, err: unknown): string =>
  err instanceof ApiError && err.status === 409
    ? messageText(i18n, err.message, err.code)
    : apiErrorMessage(err, i18n);
