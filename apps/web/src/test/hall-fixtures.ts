import type { HallAdminEvent, HallDetail, HallEvent, HallMonthEvent } from '@rentals/shared';
import { aKindDetail, PICTURES } from './owner-fixtures';
import { testUser } from './render';

/** Wire shapes of the hall pages' tests; override what a test is about. */

export const HALL_ID = '3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d';
export const HALL_OWNER_ID = '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968';
export const EVENT_ID = '6c5b4a39-2817-4f6e-8d5c-4b3a29180716';

export const aHall = (overrides: Partial<HallDetail> = {}): HallDetail => ({
  ...aKindDetail(HALL_OWNER_ID),
  _id: HALL_ID,
  type: 'Hall',
  price: 50,
  name: 'Hoolka Nasiib',
  facilities: { Halls: ['Wedding hall', 'Stage'], Parking: ['Free parking on premises'] },
  description: 'Hool weyn oo Hodan ku yaal',
  capacity_banquet: 300,
  capacity_seated: 200,
  min_attendees_required: 50,
  day_min_attendees: [{ day: 'Friday', min_attendees: 120 }],
  deposit: 100,
  hourly_rate: 50,
  multiRentalAllowed: false,
  max_rent_per_day: 1,
  food: [
    {
      package: 'Bariis, hilib ari',
      price: 10,
      daysBasedPrice: [{ day: 'Friday', price: 12 }],
    },
  ],
  cake: [{ name: 'Keeg weyn', price: 80 }],
  ...overrides,
});

export const aHallEvent = (overrides: Partial<HallEvent> = {}): HallEvent => ({
  _id: EVENT_ID,
  hall_id: HALL_ID,
  hall: { _id: HALL_ID, name: 'Hoolka Nasiib', picture: PICTURES[0] ?? '' },
  userId: testUser._id,
  user: {
    _id: testUser._id,
    name: testUser.name,
    email: testUser.email,
    picture: '',
    contact: testUser.contact,
  },
  status: 'pending',
  multiRentalAllowed: false,
  contact: testUser.contact,
  district: 'Hodan',
  event_info: {
    type: 'Meher',
    date: '2030-06-14',
    starting_time: '16:00',
    ending_time: '20:00',
    num_attendees: 150,
    food: 'Bariis, hilib ari',
    cake_info: { name: 'Keeg weyn', engravement_name: 'Xamdi & Hodan', picture: null },
  },
  updated_values: [],
  terminationRequested: false,
  created_date: '2030-05-01T10:00:00.000Z',
  updated_date: '2030-05-01T10:00:00.000Z',
  ...overrides,
});

/** The day, hours and status that a month's event and an owner's blocked time both carry. */
const bookedHours = (date: string, starting_time: string, ending_time: string) => ({
  date,
  starting_time,
  ending_time,
  status: 'booked' as const,
});

export const aMonthEvent = (
  date: string,
  overrides: Partial<HallMonthEvent> = {},
): HallMonthEvent => ({ ...bookedHours(date, '16:00', '20:00'), ...overrides });

export const anAdminEvent = (
  date: string,
  overrides: Partial<HallAdminEvent> = {},
): HallAdminEvent => ({
  _id: `ad000000-0000-4000-8000-${date.replaceAll('-', '').padStart(12, '0')}`,
  hall_id: HALL_ID,
  ...bookedHours(date, '08:00', '12:00'),
  created_date: '2030-05-01T10:00:00.000Z',
  ...overrides,
});
