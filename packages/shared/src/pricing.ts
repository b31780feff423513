import { WEEKDAYS, weekdayIndex } from './calendar';
import { DEFAULT_MIN_STAY_DAYS } from './limits';

/** The hall booking choices that mean "without": stored as these words (spec 2 section 5). */
export const NO_FOOD = 'no-food';
export const NO_CAKE = 'no-cake';

export type HotelRates = {
  daily_rate: number;
  short_stay_rate: number;
  /** Stays of at most this many days pay the short-stay rate; 2 when not set. */
  min_stay_days?: number | null;
};

/** The rate per night of a stay: short_stay_rate up to min_stay_days days, daily_rate beyond. */
export function hotelNightlyRate(room: HotelRates, days: number): number {
  const minStay = room.min_stay_days ?? DEFAULT_MIN_STAY_DAYS;
  return days <= minStay ? room.short_stay_rate : room.daily_rate;
}

/** The price of a stay: days times the nightly rate. */
export const hotelTotalPrice = (room: HotelRates, days: number): number =>
  days * hotelNightlyRate(room, days);

export type HallFoodPackage = {
  /** The package's comma-separated items; an event names its food by this text. */
  package: string;
  price: number;
  daysBasedPrice?: readonly { day: string; price: number }[];
};

export type HallPricing = {
  deposit: number;
  hourly_rate: number;
  food: readonly HallFoodPackage[];
  cake: readonly { name: string; price: number }[];
};

export type HallBookingChoice = {
  /** The event's day, 'YYYY-MM-DD'; picks a weekday-specific food price. */
  date: string;
  /** 'HH:mm'. An end at or before the start runs past midnight. */
  starting_time: string;
  ending_time: string;
  num_attendees: number;
  /** The chosen package text, or NO_FOOD (an empty value also means no food). */
  food?: string | null;
  /** The chosen cake name, or NO_CAKE. */
  cake?: string | null;
};

const minutesOf = (time: string): number => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!m) throw new RangeError(`Not an HH:mm time: "${time}"`);
  return Number(m[1]) * 60 + Number(m[2]);
};

/** Minutes from start to end of an event; an evening party ending at 01:00 runs past midnight. */
export function eventDurationMinutes(startingTime: string, endingTime: string): number {
  const minutes = minutesOf(endingTime) - minutesOf(startingTime);
  return minutes > 0 ? minutes : minutes + 24 * 60;
}

const hasChoice = (value: string | null | undefined, none: string): value is string =>
  !!value && value.trim() !== '' && value.trim() !== none;

/** A cake's price; 0 for no cake or a cake the hall does not (or no longer) offer. */
export function hallCakePrice(hall: Pick<HallPricing, 'cake'>, cake?: string | null): number {
  if (!hasChoice(cake, NO_CAKE)) return 0;
  return hall.cake.find((c) => c.name === cake.trim())?.price ?? 0;
}

/**
 * The per-head price of a package on a day: the price set for that weekday when there is one
 * (matched on its English or Somali name, any case), else the base price.
 */
export function foodPriceOn(food: HallFoodPackage, isoDay: string): number {
  const weekday = WEEKDAYS[weekdayIndex(isoDay)];
  const names = [weekday?.english.toLowerCase(), weekday?.somali.toLowerCase()];
  const special = food.daysBasedPrice?.find((d) => names.includes(d.day.trim().toLowerCase()));
  return special?.price ?? food.price;
}

/**
 * The estimate shown before booking a hall (spec 2 section 9). With food: attendees times the
 * package's price on the event's weekday, plus cake and deposit. Without: the hourly rate for
 * the event's length plus cake (no deposit). A package the hall does not offer prices at 0.
 */
export function hallPriceEstimate(hall: HallPricing, choice: HallBookingChoice): number {
  const cake = hallCakePrice(hall, choice.cake);
  const { food } = choice;
  if (hasChoice(food, NO_FOOD)) {
    const chosen = hall.food.find((f) => f.package.trim() === food.trim());
    const perHead = chosen ? foodPriceOn(chosen, choice.date) : 0;
    return choice.num_attendees * perHead + cake + hall.deposit;
  }
  // Multiply before dividing so 90 minutes at 25 an hour is exactly 37.5.
  const minutes = eventDurationMinutes(choice.starting_time, choice.ending_time);
  return (hall.hourly_rate * minutes) / 60 + cake;
}

/**
 * A stored hall event's price (its columns and its hall's, as the server keeps them): the
 * estimate above, written on the event whenever its priced columns are, so the owner's income
 * chart sums it in the database (issue 36).
 */
export function hallEventPrice(
  hall: {
    deposit: number;
    hourlyRate: number;
    food: HallPricing['food'];
    cake: HallPricing['cake'];
  },
  event: {
    date: string;
    startingTime: string;
    endingTime: string;
    numAttendees: number;
    food: string;
    cakeName: string;
  },
): number {
  return hallPriceEstimate(
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
}
