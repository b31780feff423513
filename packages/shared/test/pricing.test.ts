import { describe, it, expect } from 'vitest';
import {
  NO_CAKE,
  NO_FOOD,
  eventDurationMinutes,
  foodPriceOn,
  hallCakePrice,
  hallPriceEstimate,
  hotelNightlyRate,
  hotelTotalPrice,
} from '../src/pricing';
import type { HallBookingChoice, HallPricing } from '../src/pricing';

describe('hotel price', () => {
  const room = { daily_rate: 80, short_stay_rate: 100, min_stay_days: 2 };

  it('charges the short-stay rate up to min_stay_days', () => {
    expect(hotelNightlyRate(room, 1)).toBe(100);
    expect(hotelNightlyRate(room, 2)).toBe(100);
    expect(hotelTotalPrice(room, 2)).toBe(200);
  });

  it('charges the daily rate beyond min_stay_days', () => {
    expect(hotelNightlyRate(room, 3)).toBe(80);
    expect(hotelTotalPrice(room, 3)).toBe(240);
    expect(hotelTotalPrice(room, 30)).toBe(2400);
  });

  it('uses a minimum stay of 2 when none is set', () => {
    const noMin = { daily_rate: 50, short_stay_rate: 65 };
    expect(hotelTotalPrice(noMin, 2)).toBe(130);
    expect(hotelTotalPrice(noMin, 3)).toBe(150);
    expect(hotelTotalPrice({ ...noMin, min_stay_days: null }, 2)).toBe(130);
  });

  it('honours a minimum stay of 0 (always the daily rate)', () => {
    expect(hotelTotalPrice({ ...room, min_stay_days: 0 }, 1)).toBe(80);
  });
});

describe('hall price estimate', () => {
  const hall: HallPricing = {
    deposit: 200,
    hourly_rate: 50,
    food: [
      {
        package: 'Bariis, hilib ari, cabitaan',
        price: 12,
        daysBasedPrice: [
          { day: 'Friday', price: 15 },
          { day: 'Khamiis', price: 14 },
        ],
      },
      { package: 'Shaah, macmacaan', price: 4 },
    ],
    cake: [
      { name: 'Wedding cake 3 tiers', price: 150 },
      { name: 'Birthday cake', price: 40 },
    ],
  };
  const base: HallBookingChoice = {
    date: '2026-03-10', // a Tuesday
    starting_time: '16:00',
    ending_time: '22:00',
    num_attendees: 300,
    food: 'Bariis, hilib ari, cabitaan',
    cake: 'Wedding cake 3 tiers',
  };

  it('with food: attendees x base price + cake + deposit', () => {
    expect(hallPriceEstimate(hall, base)).toBe(300 * 12 + 150 + 200);
  });

  it('uses the weekday price when one is set for the event day', () => {
    expect(hallPriceEstimate(hall, { ...base, date: '2026-03-13' })).toBe(300 * 15 + 150 + 200);
    // Thursday, set by its Somali name.
    expect(hallPriceEstimate(hall, { ...base, date: '2026-03-12' })).toBe(300 * 14 + 150 + 200);
  });

  it('uses the base price for a package without weekday prices', () => {
    expect(hallPriceEstimate(hall, { ...base, date: '2026-03-13', food: 'Shaah, macmacaan' })).toBe(
      300 * 4 + 150 + 200,
    );
  });

  it('with no-food: hourly rate x hours + cake, no deposit', () => {
    expect(hallPriceEstimate(hall, { ...base, food: NO_FOOD })).toBe(50 * 6 + 150);
    expect(hallPriceEstimate(hall, { ...base, food: '' })).toBe(50 * 6 + 150);
    expect(hallPriceEstimate(hall, { ...base, food: undefined, cake: NO_CAKE })).toBe(300);
  });

  it('charges part hours exactly and runs past midnight', () => {
    const noFood = { ...base, food: NO_FOOD, cake: NO_CAKE };
    expect(
      hallPriceEstimate({ ...hall, hourly_rate: 25 }, { ...noFood, ending_time: '17:30' }),
    ).toBe(37.5);
    expect(
      hallPriceEstimate(hall, { ...noFood, starting_time: '20:00', ending_time: '01:00' }),
    ).toBe(250);
  });

  it('prices no cake and an unknown cake at 0', () => {
    expect(hallPriceEstimate(hall, { ...base, cake: NO_CAKE })).toBe(300 * 12 + 200);
    expect(hallPriceEstimate(hall, { ...base, cake: 'Chocolate fountain' })).toBe(300 * 12 + 200);
    expect(hallPriceEstimate(hall, { ...base, cake: null })).toBe(300 * 12 + 200);
    expect(hallCakePrice(hall, 'Birthday cake')).toBe(40);
  });

  it('prices a package the hall does not offer at 0 per head', () => {
    expect(hallPriceEstimate(hall, { ...base, food: 'Pizza' })).toBe(150 + 200);
  });
});

describe('hall helpers', () => {
  it('measures event length in minutes', () => {
    expect(eventDurationMinutes('08:00', '12:15')).toBe(255);
    expect(eventDurationMinutes('22:00', '02:00')).toBe(240);
    expect(() => eventDurationMinutes('8am', '12:00')).toThrow(RangeError);
  });

  it('matches weekday prices by English or Somali name, any case', () => {
    const food = { package: 'x', price: 10, daysBasedPrice: [{ day: 'sabti', price: 11 }] };
    expect(foodPriceOn(food, '2026-03-07')).toBe(11); // Saturday
    expect(foodPriceOn(food, '2026-03-08')).toBe(10);
  });
});
