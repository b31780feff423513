import { describe, it, expect } from 'vitest';
import {
  EMPTY_PICK,
  ROOM_CAPACITY_MESSAGE,
  TOO_MANY_ROOM_ADDRESSES_MESSAGE,
  calendarPick,
  canCancelReservation,
  canRebookReservation,
  hotelFormProblem,
  minStayDaysOf,
  parseRoomAddresses,
  rangesOverlap,
  reservationChanges,
  reservationEditProblem,
  roomFormProblem,
  stayDays,
  stayPrice,
} from '../src/hotels';
import { ROOM_TYPES } from '../src/limits';
import { messages } from '../src/messages';
import {
  addRoomFields,
  availableRoomsQuery,
  bookingBody,
  reservationChangesSchema,
} from '../src/schemas/hotels';

const SIX = {
  HVAC: ['Air conditioning', 'Ceiling fan'],
  Services: ['Backup generator', 'Water tank'],
  'Home safety': ['Security guard', 'Perimeter wall'],
};
const uuid = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('stay length and price', () => {
  it('counts nights between the days, across months and a leap day', () => {
    expect(stayDays('2026-03-10', '2026-03-13')).toBe(3);
    expect(stayDays('2026-01-30', '2026-02-02')).toBe(3);
    expect(stayDays('2028-02-28', '2028-03-01')).toBe(2);
  });

  it("prices the spec's way: short_stay_rate up to min_stay_days, else daily_rate, times days", () => {
    const room = { daily_rate: 80, short_stay_rate: 100, min_stay_days: 2 };
    expect(stayPrice(room, '2026-03-10', '2026-03-11')).toEqual({
      days: 1,
      nightly_rate: 100,
      price: 100,
    });
    expect(stayPrice(room, '2026-03-10', '2026-03-12')).toEqual({
      days: 2,
      nightly_rate: 100,
      price: 200,
    });
    expect(stayPrice(room, '2026-03-10', '2026-03-13')).toEqual({
      days: 3,
      nightly_rate: 80,
      price: 240,
    });
    expect(
      stayPrice({ daily_rate: 50, short_stay_rate: 65 }, '2026-03-10', '2026-03-12').price,
    ).toBe(130);
  });

  it('treats a check-out day as free for the next check-in', () => {
    expect(rangesOverlap('2026-03-10', '2026-03-13', '2026-03-13', '2026-03-15')).toBe(false);
    expect(rangesOverlap('2026-03-10', '2026-03-13', '2026-03-12', '2026-03-15')).toBe(true);
    expect(rangesOverlap('2026-03-10', '2026-03-13', '2026-03-08', '2026-03-10')).toBe(false);
    expect(rangesOverlap('2026-03-10', '2026-03-13', '2026-03-11', '2026-03-12')).toBe(true);
  });
});

describe('calendarPick', () => {
  it('first click sets check-in, a later second click check-out', () => {
    const first = calendarPick(EMPTY_PICK, '2026-03-10');
    expect(first).toEqual({ check_in: '2026-03-10', check_out: null });
    expect(calendarPick(first, '2026-03-14')).toEqual({
      check_in: '2026-03-10',
      check_out: '2026-03-14',
    });
  });

  it('an earlier second click swaps the two', () => {
    const first = calendarPick(EMPTY_PICK, '2026-03-10');
    expect(calendarPick(first, '2026-03-07')).toEqual({
      check_in: '2026-03-07',
      check_out: '2026-03-10',
    });
  });

  it('a third click restarts with a new check-in', () => {
    const both = { check_in: '2026-03-10', check_out: '2026-03-14' };
    expect(calendarPick(both, '2026-03-20')).toEqual({ check_in: '2026-03-20', check_out: null });
    expect(calendarPick(both, '2026-03-01')).toEqual({ check_in: '2026-03-01', check_out: null });
  });

  it('a second click on the check-in day keeps only the check-in', () => {
    const first = calendarPick(EMPTY_PICK, '2026-03-10');
    expect(calendarPick(first, '2026-03-10')).toEqual({ check_in: '2026-03-10', check_out: null });
  });
});

describe('roomFormProblem', () => {
  const good = {
    type: 'doubleRoom',
    area: '30',
    daily_rate: '80',
    short_stay_rate: '100',
    min_stay_days: '',
    capacity: '3',
    max_kids: '1',
    max_adults: '2',
    numberOfRooms: '3',
    addresses: '101 102 103',
    facilities: SIX,
  };

  it('accepts a complete room (blank min stay means 2)', () => {
    expect(roomFormProblem(good, 1)).toBeNull();
    expect(minStayDaysOf('')).toBe(2);
    expect(minStayDaysOf('0')).toBe(0);
  });

  it('requires area, daily_rate, capacity, max_kids, short_stay_rate and max_adults', () => {
    for (const field of [
      'area',
      'daily_rate',
      'capacity',
      'max_kids',
      'short_stay_rate',
      'max_adults',
    ])
      expect(roomFormProblem({ ...good, [field]: '' }, 1), field).toBe(messages.fillEmptyFields);
    expect(roomFormProblem({ ...good, max_kids: '0', capacity: '2' }, 1)).toBeNull();
    expect(roomFormProblem({ ...good, short_stay_rate: '0' }, 1)).toBeNull();
  });

  it('needs capacity of at least max_adults plus max_kids', () => {
    expect(roomFormProblem({ ...good, capacity: '2' }, 1)).toBe(ROOM_CAPACITY_MESSAGE);
  });

  it('takes 1 to 10 pictures and at least 6 facilities', () => {
    expect(roomFormProblem(good, 0)).toBe(messages.noPictures);
    expect(roomFormProblem(good, 10)).toBeNull();
    expect(roomFormProblem(good, 11)).toBe(messages.picturesMoreThan10);
    expect(roomFormProblem(good, 0, { requirePictures: false })).toBeNull();
    expect(roomFormProblem({ ...good, facilities: { HVAC: ['Air conditioning'] } }, 1)).toBe(
      messages.facilitiesAreLessThan6,
    );
  });

  it('allows no more addresses than numberOfRooms (Somali warning)', () => {
    expect(roomFormProblem({ ...good, addresses: '1 2 3 4' }, 1)).toBe(
      TOO_MANY_ROOM_ADDRESSES_MESSAGE,
    );
    expect(roomFormProblem({ ...good, addresses: ['1', '2'] }, 1)).toBeNull();
  });

  it('splits addresses on spaces or reads a JSON list', () => {
    expect(parseRoomAddresses(' 101  102\n103 ')).toEqual(['101', '102', '103']);
    expect(parseRoomAddresses('["A1","B2"]')).toEqual(['A1', 'B2']);
    expect(parseRoomAddresses(undefined)).toEqual([]);
  });
});

describe('hotelFormProblem', () => {
  const good = {
    name: 'Hotel Jazeera',
    contact: '+252 61 5550001',
    location: { region: 'Benaadir', district: 'Hodan' },
    description: 'Near the airport road.',
    facilities: SIX,
  };

  it('requires name, contact, region, district and description', () => {
    expect(hotelFormProblem(good, 1)).toBeNull();
    for (const over of [
      { name: '' },
      { contact: ' ' },
      { description: '' },
      { location: { region: 'Benaadir' } },
    ])
      expect(hotelFormProblem({ ...good, ...over }, 1), JSON.stringify(over)).toBe(
        messages.fillEmptyFields,
      );
  });

  it('takes 1 to 15 pictures and at least 6 facilities', () => {
    expect(hotelFormProblem(good, 0)).toBe(messages.noPictures);
    expect(hotelFormProblem(good, 15)).toBeNull();
    expect(hotelFormProblem(good, 16)).toBe(messages.only15Images);
    expect(hotelFormProblem({ ...good, facilities: {} }, 3)).toBe(messages.facilitiesLessThan6);
  });
});

describe('reservation edit rules', () => {
  const suite = {
    type: 'suiteRoom',
    max_kids: 2,
    max_adults: 4,
    addresses: [{ address: 'S1' }, { address: 'S2' }],
  };

  it("names the spec's three problems", () => {
    expect(reservationEditProblem({ room_address: 'D1', max_kids: 0, max_adults: 2 }, suite)).toBe(
      messages.selectRoomAddress,
    );
    expect(reservationEditProblem({ room_address: 'S1', max_kids: 3, max_adults: 2 }, suite)).toBe(
      messages.moreKids,
    );
    expect(reservationEditProblem({ room_address: 'S1', max_kids: 2, max_adults: 5 }, suite)).toBe(
      messages.moreAdults,
    );
    expect(
      reservationEditProblem({ room_address: 'S2', max_kids: 2, max_adults: 4 }, suite),
    ).toBeNull();
  });

  it('sends nothing when nothing changed', () => {
    const current = {
      room_type: 'doubleRoom' as const,
      room_address: 'D1',
      check_in: '2026-03-10',
      check_out: '2026-03-13',
      max_kids: 1,
      max_adults: 2,
    };
    expect(reservationChanges(current, { ...current })).toBeNull();
    expect(reservationChanges(current, { max_kids: 0, room_address: 'D1' })).toEqual({
      max_kids: 0,
    });
  });

  it('offers cancel while pending or booked, re-book unless completed or past', () => {
    expect(['pending', 'booked'].every(canCancelReservation)).toBe(true);
    expect(['cancelled', 'completed', 'declined', 'terminated'].some(canCancelReservation)).toBe(
      false,
    );
    expect(
      canRebookReservation({ status: 'cancelled', check_out: '2026-03-13' }, '2026-03-12'),
    ).toBe(true);
    expect(
      canRebookReservation({ status: 'completed', check_out: '2026-03-13' }, '2026-03-12'),
    ).toBe(false);
    expect(
      canRebookReservation({ status: 'cancelled', check_out: '2026-03-11' }, '2026-03-12'),
    ).toBe(false);
  });
});

describe('hotel schemas', () => {
  it('knows the 8 room types', () => {
    expect(ROOM_TYPES).toHaveLength(8);
    expect(ROOM_TYPES).toContain('doubleRoom(separate)');
  });

  it('reads a multipart room: numbers coerced, min stay 2 by default, addresses split', () => {
    const room = addRoomFields.parse({
      hotel_id: uuid,
      type: 'familyRoom',
      area: '40',
      daily_rate: '90',
      short_stay_rate: '0',
      min_stay_days: '',
      capacity: '5',
      max_kids: '2',
      max_adults: '3',
      numberOfRooms: '2',
      addresses: 'F1 F2',
      facilities: SIX,
    });
    expect(room).toMatchObject({
      area: 40,
      min_stay_days: 2,
      short_stay_rate: 0,
      addresses: ['F1', 'F2'],
    });
    const twice = addRoomFields.safeParse({ ...room, addresses: 'F1 F1' });
    expect(twice.success).toBe(false);
  });

  it('needs a booking with at least one adult and its dates in order', () => {
    const booking = {
      guest_id: uuid,
      hotel_id: uuid,
      room_id: uuid,
      room_address: 'D1',
      room_type: 'doubleRoom',
      check_in: '2026-03-10',
      check_out: '2026-03-13',
      max_adults: 1,
      max_kids: 0,
    };
    expect(bookingBody.safeParse(booking).success).toBe(true);
    expect(bookingBody.safeParse({ ...booking, max_adults: 0 }).success).toBe(false);
    expect(bookingBody.safeParse({ ...booking, max_kids: -1 }).success).toBe(false);
    expect(bookingBody.safeParse({ ...booking, check_out: '2026-03-10' }).success).toBe(false);
    expect(bookingBody.safeParse({ ...booking, check_in: '2026-02-30' }).success).toBe(false);
    expect(availableRoomsQuery.safeParse({ hotel_id: 'x', check_in: '2026-03-10' }).success).toBe(
      false,
    );
    expect(reservationChangesSchema.safeParse({ price: 1 }).success).toBe(false);
  });
});
