import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApartmentRentAnswer,
  ApartmentRentingRecord,
  ApartmentVacateAnswer,
  apartmentRentBody,
  vacateApartmentBody,
} from '@rentals/shared';
import { api, ApiError } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { listingKeys } from '../../../shared/listings/listing-keys';

export const apartmentRecordsKey = (buildingId: string) =>
  ['apartment-renting-records', buildingId] as const;

/** GET /apartment-renting-record/find?apartmentBuildingId: the building's records, owner only. */
export const apartmentRecordsQueryOptions = (buildingId: string) =>
  queryOptions({
    queryKey: apartmentRecordsKey(buildingId),
    queryFn: () =>
      api.get<ApartmentRentingRecord[]>(
        `/apartment-renting-record/find?apartmentBuildingId=${encodeURIComponent(buildingId)}`,
      ),
  });

export const useApartmentRecords = (buildingId: string) =>
  useQuery(apartmentRecordsQueryOptions(buildingId));

export type BookApartmentInput = ReturnType<typeof apartmentRentBody.parse>;
export type VacateApartmentInput = ReturnType<typeof vacateApartmentBody.parse>;

/** POST /apartments/rent: the owner books a record; 'rented' when the address is taken. */
export const bookApartment = (body: BookApartmentInput) =>
  api.post<ApartmentRentAnswer>('/apartments/rent', body);

/** POST /apartments/vacate: rented becomes completed, pending declined; the address is freed. */
export const vacateApartment = (body: VacateApartmentInput) =>
  api.post<ApartmentVacateAnswer>('/apartments/vacate', body);

/** Either call changes the records, the addresses' status and the building's lists. */
function useRecordMutation<T extends { apartmentBuildingId: string }, R>(
  call: (body: T) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
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
export const recordErrorMessage = (err: unknown): string =>
  err instanceof ApiError && err.status === 409 ? err.message : apiErrorMessage(err);
