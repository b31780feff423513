import type { NotificationWrapper } from '@rentals/shared';
import { testUser } from './render';

/** Wire shapes of the inbox and admin tests; override what a test is about. */

export const NOTIFICATION_ID = 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b';
export const SENDER_ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
export const LISTING_ID = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f';
export const RECORD_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

type Overrides = {
  notification?: Partial<NotificationWrapper['notification']>;
  user?: Partial<NotificationWrapper['user']>;
  property?: Partial<NonNullable<NotificationWrapper['property']>> | null;
  renter_contact?: string;
};

/** A card of the signed-in test user's inbox: by default Hodan asks to rent a house. */
export function aNotification(overrides: Overrides = {}): NotificationWrapper {
  const { notification, user, property, renter_contact } = overrides;
  return {
    notification: {
      _id: NOTIFICATION_ID,
      type: 'rent-request',
      from: SENDER_ID,
      notifier: testUser._id,
      about: LISTING_ID,
      created_date: '2026-03-05T10:00:00.000Z',
      read: true,
      ...notification,
    },
    user: { _id: SENDER_ID, name: 'Faadumo Warsame', picture: '', ...user },
    property:
      property === null
        ? null
        : {
            _id: LISTING_ID,
            kind: 'Property',
            name: 'Villa Hodan',
            pictures: [`/uploads/properties/${'a'.repeat(64)}.webp`],
            rentingRecord_id: RECORD_ID,
            ...property,
          },
    ...(renter_contact ? { renter_contact } : {}),
  };
}

/** n distinct notifications, ids ending in their index. */
export const someNotifications = (types: readonly string[]) =>
  types.map((type, i) =>
    aNotification({ notification: { type, _id: `${NOTIFICATION_ID.slice(0, -2)}${10 + i}` } }),
  );

/** A card about one apartment of the building Daarta Hodan: its renting record, door and type. */
export const anApartmentNotification = (
  type: string,
  apartment: { record: string; address: string; type: string },
  renter_contact?: string,
) =>
  aNotification({
    notification: { type },
    property: {
      kind: 'Apartment',
      name: 'Daarta Hodan',
      rentingRecord_id: undefined,
      apartmentRentingRecord_id: apartment.record,
      apartment_address: apartment.address,
      apartment_type: apartment.type,
    },
    renter_contact,
  });
