import type { LightMyRequestResponse } from 'fastify';
import { marketDay } from '@rentals/shared';
import type { Executor } from '../../src/db/client';
import {
  apartmentAddresses,
  apartments,
  hotelRoomAddresses,
  hotelRooms,
  hotels,
} from '../../src/db/schema';
import { eventInfo } from '../halls-fixtures';
import type { TestApp } from './app';
import { createProperty, SIX_FACILITIES } from './factories';
import type { Signed } from './notifications';

/*
 * A listing of each kind that takes requests, inserted straight into the database, and the
 * renter's request for it through the API: for the tests that hold every kind to one rule (the
 * limits on holds, the expiry of pending requests).
 */

export const day = (n: number) => marketDay(n);

/** What the requests need of a test app: its API client (one instance of several, too). */
type Api = Pick<TestApp, 'post'>;

/** A hotel of `ownerId` with one doubleRoom of these addresses, 80 a night. */
export async function createHotel(
  db: Executor,
  ownerId: string,
  addresses: string[],
  name = 'Hotel Sahafi',
) {
  const property = await createProperty(db, ownerId, {
    type: 'Hotel',
    name,
    rooms: null,
    area: null,
    price: 80,
    facilities: SIX_FACILITIES,
  });
  await db.insert(hotels).values({ propertyId: property.id, contact: '+252 61 5550002' });
  const [room] = await db
    .insert(hotelRooms)
    .values({
      hotelId: property.id,
      type: 'doubleRoom',
      capacity: 3,
      maxKids: 1,
      maxAdults: 2,
      numberOfRooms: addresses.length,
      area: 30,
      dailyRate: 80,
      shortStayRate: 100,
      minStayDays: 1,
      facilities: SIX_FACILITIES,
    })
    .returning();
  await db
    .insert(hotelRoomAddresses)
    .values(addresses.map((address) => ({ roomId: room!.id, hotelId: property.id, address })));
  return { hotelId: property.id, roomId: room!.id };
}
export type Hotel = Awaited<ReturnType<typeof createHotel>>;

/** An apartment building of `ownerId` with one apartment at these addresses. */
export async function createBuilding(
  db: Executor,
  ownerId: string,
  addresses: string[],
  name = 'Daarta Xamar',
) {
  const building = await createProperty(db, ownerId, {
    type: 'Apartment',
    name,
    noFloors: 5,
    units: addresses.length,
    rooms: null,
    price: null,
    area: null,
  });
  const [apartment] = await db
    .insert(apartments)
    .values({
      buildingId: building.id,
      area: 90,
      rent: 350,
      noBedrooms: 2,
      noBathrooms: 1,
      floorLevel: 3,
      apartmentType: '2-bedroom apartment',
      kitchen: 'Open kitchen',
      furnishing: 'Semi furnished',
      facilities: SIX_FACILITIES,
    })
    .returning();
  await db.insert(apartmentAddresses).values(
    addresses.map((address) => ({
      apartmentId: apartment!.id,
      buildingId: building.id,
      address,
    })),
  );
  return building;
}

/** The renter asks to rent a general property. */
export const askProperty = (t: Api, who: Signed, propertyId: string) =>
  t.post('/api/rentingProperty/renting-request/', { propertyId, userId: who.user.id }, who.cookie);

/** The renter books a hall (halls-fixtures' createHall) for an evening of `date`. */
export const askHall = (t: Api, who: Signed, hallId: string, date: string) =>
  t.post(
    '/api/hallEvents/rent',
    {
      hall_id: hallId,
      userId: who.user.id,
      contact: '615222222',
      district: 'Hodan',
      event_info: eventInfo(date),
    },
    who.cookie,
  );

/** The guest reserves an address of the hotel's doubleRoom for a range of nights. */
export const askHotel = (
  t: Api,
  who: Signed,
  hotel: Hotel,
  address: string,
  checkIn: string,
  checkOut: string,
): Promise<LightMyRequestResponse> =>
  t.post(
    '/api/hotels/hotelRoomRentals/booking/add',
    {
      guest_id: who.user.id,
      hotel_id: hotel.hotelId,
      room_id: hotel.roomId,
      room_address: address,
      room_type: 'doubleRoom',
      check_in: checkIn,
      check_out: checkOut,
      max_adults: 2,
      max_kids: 0,
    },
    who.cookie,
  );

/** The renter asks for one address of a building. */
export const askApartment = (t: Api, who: Signed, buildingId: string, address: string) =>
  t.post(
    '/api/apartments/request-apartment-rent',
    { apartmentBuildingId: buildingId, apartment_address: address, rentee: who.user.id },
    who.cookie,
  );
