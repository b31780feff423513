import type { HotelDetail, HotelUpdateValues } from '@rentals/shared';
import { changedValues } from '../../../shared/forms/listing-changes';
import { facilitiesChange, type HotelFieldValues } from './hotel-fields';

export const hotelFormOf = (hotel: HotelDetail): HotelFieldValues => ({
  name: hotel.name,
  contact: hotel.contact,
  region: hotel.location.region,
  district: hotel.location.district,
  description: hotel.description,
  facilities: hotel.facilities,
});

/** The values an edit compares and sends, from the form or from the stored hotel. */
const hotelValuesOf = (form: HotelFieldValues) => ({
  name: form.name.trim(),
  contact: form.contact.trim(),
  location: { region: form.region, district: form.district },
  description: form.description.trim(),
});

/**
 * Only what the owner changed. `order` is the stored pictures in their new order, or null when
 * uploads replace them all. An empty object means there is nothing to send.
 */
export const hotelChanges = (
  hotel: HotelDetail,
  form: HotelFieldValues,
  order: readonly string[] | null,
): HotelUpdateValues => ({
  ...changedValues(hotelValuesOf(hotelFormOf(hotel)), hotelValuesOf(form), order, hotel.pictures),
  ...facilitiesChange(form.facilities, hotel.facilities),
});
