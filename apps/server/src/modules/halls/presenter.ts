import type {
  EventType,
  Hall,
  HallAdminEvent,
  HallAdminEventStatus,
  HallDetail,
  HallEvent,
  HallEventInfo,
  HallEventStatus,
  HallMonthEvent,
} from '@rentals/shared';
import { presentProperty } from '../properties/presenter';
import { withOwnerInfo, type DetailOptions } from '../listings/owner-info';
import type { AdminEventRow } from './admin-repository';
import type { EventRow, EventWithUser, FullHall, OwnerCard } from './repository';

/** A hall on the wire: the renting property shape with type 'Hall' and its details. */
export const presentHall = ({ property, hall }: FullHall): Hall => ({
  ...presentProperty(property),
  type: 'Hall',
  capacity_banquet: hall.capacityBanquet,
  capacity_seated: hall.capacitySeated,
  min_attendees_required: hall.minAttendeesRequired,
  day_min_attendees: hall.dayMinAttendees,
  deposit: hall.deposit,
  hourly_rate: hall.hourlyRate,
  multiRentalAllowed: hall.multiRentalAllowed,
  max_rent_per_day: hall.maxRentPerDay,
  food: hall.food.map((f) => ({ ...f, daysBasedPrice: f.daysBasedPrice ?? [] })),
  cake: hall.cake,
});

export const presentHallDetail = (
  found: FullHall,
  owner: OwnerCard,
  opts: DetailOptions,
): HallDetail => withOwnerInfo(presentHall(found), owner, opts);

export const presentEventInfo = (row: EventRow): HallEventInfo => ({
  type: row.type as EventType,
  date: row.date,
  starting_time: row.startingTime,
  ending_time: row.endingTime,
  num_attendees: row.numAttendees,
  food: row.food,
  cake_info: {
    name: row.cakeName,
    engravement_name: row.engravementName,
    picture: row.cakePicture,
  },
});

export const presentEvent = (row: EventWithUser): HallEvent => ({
  _id: row.id,
  hall_id: row.hallId,
  hall: { _id: row.hallId, name: row.hallName, picture: row.hallPictures[0] ?? '' },
  userId: row.userId,
  user: {
    _id: row.user.id,
    name: row.user.name,
    email: row.user.email,
    picture: row.user.picture,
    contact: row.user.contact,
  },
  status: row.status as HallEventStatus,
  multiRentalAllowed: row.multiRentalAllowed,
  contact: row.contact,
  district: row.district,
  event_info: presentEventInfo(row),
  updated_values: row.updatedValues,
  terminationRequested: row.terminationRequested,
  created_date: row.createdAt.toISOString(),
  updated_date: row.updatedAt.toISOString(),
});

/** A calendar entry: the day, times and status; the owner's carry the whole event. */
export const presentMonthEvent = (row: EventWithUser, forOwner: boolean): HallMonthEvent => ({
  date: row.date,
  starting_time: row.startingTime,
  ending_time: row.endingTime,
  status: row.status as HallEventStatus,
  ...(forOwner ? { event: presentEvent(row) } : {}),
});

export const presentAdminEvent = (row: AdminEventRow): HallAdminEvent => ({
  _id: row.id,
  hall_id: row.hallId,
  date: row.date,
  starting_time: row.startingTime,
  ending_time: row.endingTime,
  status: row.status as HallAdminEventStatus,
  created_date: row.createdAt.toISOString(),
});
