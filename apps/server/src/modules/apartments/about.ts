import { aboutResolver, registerAboutResolver } from '../notifications/about';
import { recordsByIds } from './repository';

/**
 * Apartment notifications are about a renting record (one card per request): the inbox shows the
 * building's card with the record's id, status, address and kind of apartment, so the card and
 * its e-mail name the apartment, and Accept and Decline act on that record.
 */
export const apartmentRecordAbout = aboutResolver(recordsByIds, (row) => ({
  listingId: row.buildingId,
  extra: {
    apartmentRentingRecord_id: row.id,
    record_status: row.status,
    apartment_address: row.address,
    apartment_type: row.apartmentType,
  },
}));

export const registerApartmentAbout = () => registerAboutResolver(apartmentRecordAbout);
