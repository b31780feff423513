import {
  DEFAULT_DISTRICT,
  EVENT_TYPES,
  isDistrict,
  NO_CAKE,
  NO_FOOD,
  type EventType,
  type HallBookingChoice,
  type HallEventInfoInput,
  type User,
} from '@rentals/shared';
import type { EventFieldValues } from './event-fields';

/** What the booking form holds; numbers stay text while typed. */
export type BookingForm = Omit<EventFieldValues, 'type'> & {
  type: EventType;
  contact: string;
  district: string;
};

export const emptyBookingForm = (user: User): BookingForm => ({
  type: EVENT_TYPES[0],
  starting_time: '',
  ending_time: '',
  num_attendees: '',
  food: NO_FOOD,
  cake: NO_CAKE,
  engravement_name: '',
  contact: user.contact ?? '',
  district: user.district && isDistrict(user.district) ? user.district : DEFAULT_DISTRICT,
});

/** The choice the price estimate and the booking rules read. */
export const choiceOf = (form: BookingForm, date: string): HallBookingChoice => ({
  date,
  starting_time: form.starting_time,
  ending_time: form.ending_time,
  num_attendees: Number(form.num_attendees) || 0,
  food: form.food,
  cake: form.cake,
});

/** event_info of POST /hallEvents/rent; the engraved name only goes with a cake. */
export const eventInfoOf = (form: BookingForm, date: string): HallEventInfoInput => ({
  type: form.type,
  date,
  starting_time: form.starting_time,
  ending_time: form.ending_time,
  num_attendees: Number(form.num_attendees),
  food: form.food,
  cake_info: {
    name: form.cake,
    engravement_name: form.cake === NO_CAKE ? '' : form.engravement_name.trim(),
  },
});
