import { messages, type ApartmentRentingRecord, type NotificationWrapper } from '@rentals/shared';
import { api } from '../../../shared/api/client';

/**
 * A rent request for an apartment names the building, not the address: the card's record is the
 * sender's pending one among the building's records (the renter may hold at most one per address;
 * the oldest pending request is answered first).
 */
async function pendingRecord({ notification, property }: NotificationWrapper) {
  if (!property) throw new Error(messages.cantFindProperty);
  const records = await api.get<ApartmentRentingRecord[]>(
    `/apartment-renting-record/find?apartmentBuildingId=${encodeURIComponent(property._id)}`,
  );
  const record = records
    .filter((r) => r.rentee === notification.from && r.status === 'pending')
    .sort((a, b) => a.created_date.localeCompare(b.created_date))[0];
  if (!record) throw new Error(messages.cantFindProperty);
  return record;
}

const bodyOf = (record: ApartmentRentingRecord) => ({
  apartmentRentingRecordId: record._id,
  apartmentBuildingId: record.apartmentBuildingId,
  apartment_address: record.apartment_address,
});

/** Books the address: POST /apartments/rent; 'rented' means another record holds it. */
export async function acceptApartmentRequest(wrapper: NotificationWrapper) {
  const record = await pendingRecord(wrapper);
  const answer = await api.post<string>('/apartments/rent', bodyOf(record));
  if (answer !== 'success') throw new Error(messages.alreadyRented);
  return answer;
}

/** POST /apartments/decline-apartment-rent: 'error' when the request is no longer pending. */
export async function declineApartmentRequest(wrapper: NotificationWrapper) {
  const record = await pendingRecord(wrapper);
  const answer = await api.post<string>('/apartments/decline-apartment-rent', bodyOf(record));
  if (answer !== 'success') throw new Error(messages.serverError);
  return answer;
}
