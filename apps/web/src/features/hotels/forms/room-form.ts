import {
  chosenFacilities,
  DEFAULT_MIN_STAY_DAYS,
  messages,
  minStayDaysOf,
  parseRoomAddresses,
  roomFormProblem,
  ROOM_CAPACITY_MESSAGE,
  TOO_MANY_ROOM_ADDRESSES_MESSAGE,
  type AddRoomFields,
  type FacilitySelection,
  type HotelRoom,
  type RoomType,
  type RoomUpdateValues,
} from '@rentals/shared';
import { changedValues } from '../../../shared/forms/listing-changes';
import { facilitiesChange } from './hotel-fields';

/** The room form as typed: numbers as text, addresses space-separated. */
export type RoomForm = {
  type: RoomType | '';
  area: string;
  daily_rate: string;
  short_stay_rate: string;
  min_stay_days: string;
  capacity: string;
  max_adults: string;
  max_kids: string;
  numberOfRooms: string;
  addresses: string;
  facilities: FacilitySelection;
};

export const EMPTY_ROOM: RoomForm = {
  type: '',
  area: '',
  daily_rate: '',
  short_stay_rate: '',
  min_stay_days: String(DEFAULT_MIN_STAY_DAYS),
  capacity: '',
  max_adults: '',
  max_kids: '',
  numberOfRooms: '1',
  addresses: '',
  facilities: {},
};

export const roomFormOf = (room: HotelRoom): RoomForm => ({
  type: room.type,
  area: String(room.area),
  daily_rate: String(room.daily_rate),
  short_stay_rate: String(room.short_stay_rate),
  min_stay_days: String(room.min_stay_days),
  capacity: String(room.capacity),
  max_adults: String(room.max_adults),
  max_kids: String(room.max_kids),
  numberOfRooms: String(room.numberOfRooms),
  addresses: room.addresses.map((a) => a.address).join(' '),
  facilities: room.facilities,
});

export const addressesOf = (form: RoomForm) => parseRoomAddresses(form.addresses);

/**
 * The first broken rule of "Hotel room add" (spec 2 section 5) as its message, null when the
 * form may be sent; the rule lives in shared, where the server checks it too. An edit that keeps
 * the stored pictures does not need new ones.
 */
export const roomProblem = (form: RoomForm, pictureCount: number, requirePictures = true) =>
  roomFormProblem({ ...form }, pictureCount, { requirePictures });

const NUMBER_KEYS = [
  'area',
  'daily_rate',
  'short_stay_rate',
  'capacity',
  'max_adults',
  'max_kids',
  'numberOfRooms',
] as const;

/**
 * The field a room's refusal is said beside: the capacity under its guests, the addresses
 * over the rooms, the first empty field (undefined: the form finds it); null for the pictures
 * and facilities, which have no one field.
 */
export function roomProblemField(problem: string): keyof RoomForm | undefined | null {
  if (problem === messages.fillEmptyFields) return undefined;
  if (problem === ROOM_CAPACITY_MESSAGE) return 'capacity';
  if (problem === TOO_MANY_ROOM_ADDRESSES_MESSAGE) return 'addresses';
  return null;
}

/** The fields of POST /hotels/hotelRooms/add for a form that passed roomProblem. */
export function addRoomFieldsOf(form: RoomForm, hotel_id: string): Omit<AddRoomFields, 'folder'> {
  if (!form.type) throw new Error('the form is not complete');
  const numbers = Object.fromEntries(NUMBER_KEYS.map((key) => [key, Number(form[key])])) as Record<
    (typeof NUMBER_KEYS)[number],
    number
  >;
  return {
    hotel_id,
    type: form.type,
    ...numbers,
    min_stay_days: minStayDaysOf(form.min_stay_days),
    facilities: chosenFacilities(form.facilities),
    addresses: addressesOf(form),
  };
}

/** The values an edit compares and sends, from the form or from the stored room. */
const roomValuesOf = (form: RoomForm) => ({
  type: form.type,
  ...Object.fromEntries(NUMBER_KEYS.map((key) => [key, Number(form[key])])),
  min_stay_days: minStayDaysOf(form.min_stay_days),
  addresses: addressesOf(form),
});

/**
 * Only what the owner changed, for a form that passed roomProblem (so its type is chosen).
 * `order` is the stored pictures in their new order, or null when uploads replace them all.
 * Empty: nothing to send.
 */
export const roomChanges = (
  room: HotelRoom,
  form: RoomForm,
  order: readonly string[] | null,
): RoomUpdateValues => ({
  ...changedValues(roomValuesOf(roomFormOf(room)), roomValuesOf(form), order, room.pictures),
  ...facilitiesChange(form.facilities, room.facilities),
});
