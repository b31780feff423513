import type {
  Apartment,
  ApartmentAddressStatus,
  ApartmentBuilding,
  ApartmentBuildingDetail,
  ApartmentRecordStatus,
  ApartmentRentingRecord,
  ApartmentType,
  FurnishingOption,
  KitchenOption,
} from '@rentals/shared';
import { presentProperty } from '../properties/presenter';
import type {
  AddressRow,
  ApartmentRow,
  BuildingRow,
  OwnerCard,
  RecordWithUser,
} from './repository';

/** A building row on the wire: the renting property shape with type 'Apartment'. */
export const presentBuilding = (row: BuildingRow): ApartmentBuilding => ({
  ...presentProperty(row),
  type: 'Apartment',
  no_floors: row.noFloors ?? 1,
  units: row.units ?? 1,
});

export const presentBuildingDetail = (
  row: BuildingRow,
  owner: OwnerCard,
  opts: { signedIn: boolean; verificationRequested: boolean },
): ApartmentBuildingDetail => ({
  ...presentBuilding(row),
  ownerInfo: {
    _id: owner.id,
    name: owner.name,
    picture: owner.picture,
    contact: opts.signedIn ? owner.contact : null,
  },
  verificationRequested: opts.verificationRequested,
});

export const presentApartment = (row: ApartmentRow, addresses: AddressRow[]): Apartment => ({
  _id: row.id,
  apartmentBuildingId: row.buildingId,
  pictures: row.pictures,
  area: row.area,
  rent: row.rent,
  no_bedrooms: row.noBedrooms,
  no_bathrooms: row.noBathrooms,
  floor_level: row.floorLevel,
  apartment_type: row.apartmentType as ApartmentType,
  kitchen: row.kitchen as KitchenOption,
  furnishing: row.furnishing as FurnishingOption,
  facilities: row.facilities,
  created_date: row.createdAt.toISOString(),
  addresses: addresses
    .filter((a) => a.apartmentId === row.id)
    .map((a) => ({ _id: a.id, address: a.address, status: a.status as ApartmentAddressStatus })),
});

export const presentRecord = (row: RecordWithUser): ApartmentRentingRecord => ({
  _id: row.id,
  apartmentBuildingId: row.buildingId,
  apartment_address: row.address,
  apartmentAddressId: row.addressId,
  apartmentId: row.apartmentId,
  rentee: row.renteeId,
  user: { _id: row.user.id, name: row.user.name, picture: row.user.picture, email: row.user.email },
  status: row.status as ApartmentRecordStatus,
  created_date: row.createdAt.toISOString(),
});
