import { chosenFacilities, type HotelDetail, type HotelUpdateValues } from '@rentals/shared';
import { locationChange, pictureOrderChange } from '../../../shared/forms/listing-changes';
import { sameFacilities, type HotelFieldValues } from './hotel-fields';

export const hotelFormOf = (hotel: HotelDetail): HotelFieldValues => ({
  name: hotel.name,
  contact: hotel.contact,
  region: hotel.location.region,
  district: hotel.location.district,
  description: hotel.description,
  facilities: hotel.facilities,
});

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
  Object.assign(changes, locationChange(form, hotel.location));
  if (form.description.trim() !== hotel.description.trim()) {
    changes.description = form.description.trim();
  }
  if (!sameFacilities(form.facilities, hotel.facilities)) {
    changes.facilities = chosenFacilities(form.facilities);
  }
  return Object.assign(changes, pictureOrderChange(order, hotel.pictures));
}
