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
  ListingSummary,
  MyApartmentRequest,
} from '@rentals/shared';
import { presentProperty } from '../properties/presenter';
import { withOwnerInfo, type DetailOptions } from '../listings/owner-info';
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
  opts: DetailOptions,
): ApartmentBuildingDetail => withOwnerInfo(presentBuilding(row), owner, opts);

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

/** A record for the building's owner or its renter: with the renter's number (their profile's). */
export const presentRecord = (row: RecordWithUser): ApartmentRentingRecord => ({
  _id: row.id,
  apartmentBuildingId: row.buildingId,
  apartment_address: row.address,
  apartmentAddressId: row.addressId,
  apartmentId: row.apartmentId,
  apartment_type: row.apartmentType as ApartmentType,
  rentee: row.renteeId,
  user: { _id: row.user.id, name: row.user.name, picture: row.user.picture, email: row.user.email },
  contact: row.user.contact,
  status: row.status as ApartmentRecordStatus,
  created_date: row.createdAt.toISOString(),
});

/** One of the renter's live records with its building's card, for My account. */
export const presentMyRequest = (
  row: RecordWithUser,
  building: ListingSummary,
  ownerId: string,
): MyApartmentRequest => ({
  building,
  owner: ownerId,
  record: {
    _id: row.id,
    status: row.status as MyApartmentRequest['record']['status'],
    apartment_address: row.address,
    apartment_type: row.apartmentType as ApartmentType,
    created_date: row.createdAt.toISOString(),
    status_date: row.updatedAt.toISOString(),
  },
});
