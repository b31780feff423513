import type { District, HotelDetail, HotelUpdateValues, Region } from '@rentals/shared';
import { chosenFacilities, type HotelFieldValues } from './hotel-fields';

export const hotelFormOf = (hotel: HotelDetail): HotelFieldValues => ({
  name: hotel.name,
  contact: hotel.contact,
  region: hotel.location.region,
  district: hotel.location.district,
  description: hotel.description,
  facilities: hotel.facilities,
});

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

const facilityKey = (facilities: HotelFieldValues['facilities']) =>
  JSON.stringify(
    Object.entries(chosenFacilities(facilities))
      .map(([category, names]) => [category, [...(names ?? [])].sort()])
      .sort(),
  );

/**
 * Only what the owner changed. `order` is the stored pictures in their new order, or null when
 * uploads replace them all. An empty object means there is nothing to send.
 */
export function hotelChanges(
  hotel: HotelDetail,
  form: HotelFieldValues,
  order: readonly string[] | null,
): HotelUpdateValues {
  const changes: HotelUpdateValues = {};
  if (form.name.trim() !== hotel.name.trim()) changes.name = form.name.trim();
  if (form.contact.trim() !== hotel.contact.trim()) changes.contact = form.contact.trim();
  if (form.region !== hotel.location.region || form.district !== hotel.location.district) {
    changes.location = { region: form.region as Region, district: form.district as District };
  }
  if (form.description.trim() !== hotel.description.trim()) {
    changes.description = form.description.trim();
  }
  if (facilityKey(form.facilities) !== facilityKey(hotel.facilities)) {
    changes.facilities = chosenFacilities(form.facilities);
  }
  if (order && !sameList(order, hotel.pictures)) changes.pictures = [...order];
  return changes;
}
