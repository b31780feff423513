import type { PublicUser, User } from '@rentals/shared';
import type { UserRow } from './repository';

/** Lists other areas add to the user (favourites, rented properties) as they land. */
export type UserLists = { favorites: string[]; propertiesRented: string[] };

/** The user as the spec's client holds it (spec 1 section 3). */
export function presentUser(
  row: UserRow,
  lists: UserLists = { favorites: [], propertiesRented: [] },
): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email ?? '',
    picture: row.picture,
    favorites: lists.favorites,
    propertiesRented: lists.propertiesRented,
    contact: row.contact,
    district: row.district,
    account_type: row.accountType,
    tel: row.tel,
    address: row.address,
    phone: row.phone ?? '',
    sms_alerts: row.smsAlerts,
  };
}

export const presentPublicUser = (row: UserRow): PublicUser => ({
  _id: row.id,
  name: row.name,
  email: row.email ?? '',
  picture: row.picture,
});
