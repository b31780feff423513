import { hallPriceEstimate } from '@rentals/shared';
import type { EventRow, HallRow } from './repository';

type PricedColumns = Pick<
  EventRow,
  'date' | 'startingTime' | 'endingTime' | 'numAttendees' | 'food' | 'cakeName'
>;

/**
 * An event's price as the booking form estimates it, written on the event whenever its priced
 * columns are: the owner's income chart sums it in the database (migration 0020's rollups).
 */
export const eventPrice = (
  hall: Pick<HallRow, 'deposit' | 'hourlyRate' | 'food' | 'cake'>,
  event: PricedColumns,
): number =>
  hallPriceEstimate(
    { deposit: hall.deposit, hourly_rate: hall.hourlyRate, food: hall.food, cake: hall.cake },
    {
      date: event.date,
      starting_time: event.startingTime,
      ending_time: event.endingTime,
      num_attendees: event.numAttendees,
      food: event.food,
      cake: event.cakeName,
    },
  );
