import { describe, it, expect } from 'vitest';
import * as limits from '../src/limits';

describe('business constants', () => {
  it('has the timers of the spec', () => {
    expect(limits.SESSION_REGISTRATION_DELAY_MS).toBe(10000);
    expect(limits.SESSION_ACTIVITY_INTERVAL_MS).toBe(20000);
    expect(limits.PROPERTY_VIEW_DELAY_MS).toBe(3000);
    expect(limits.TOAST_AUTO_CLOSE_MS).toBe(3000);
  });

  it('limits pictures per kind', () => {
    expect(limits.PICTURE_LIMITS).toEqual({
      property: { min: 1, max: 10 },
      hall: { min: 1, max: 15 },
      hotel: { min: 1, max: 15 },
      apartmentBuilding: { min: 1, max: 10 },
      room: { min: 1, max: 10 },
      apartment: { min: 1, max: 10 },
    });
    expect(limits.IMAGE_QUALITY).toBe(0.5);
    expect(limits.PNG_TO_JPEG_BYTES).toBe(5 * 1024 * 1024);
  });

  it('has the numeric minimums', () => {
    for (const name of [
      'MIN_ROOMS',
      'MIN_PRICE',
      'MIN_AREA',
      'MIN_FLOORS',
      'MIN_UNITS',
      'MIN_BEDROOMS',
      'MIN_BATHROOMS',
      'MIN_FLOOR_LEVEL',
      'MIN_ROOM_COUNT',
      'MIN_ADULTS',
    ] as const) {
      expect(limits[name], name).toBe(1);
    }
    expect(limits.HALL_MIN_INPUT).toBe(10);
    expect(limits.MIN_HALL_PRICE).toBe(0);
    expect(limits.MIN_STAY_INPUT).toBe(0);
    expect(limits.MIN_KIDS).toBe(0);
    expect([limits.MAX_PARTY, limits.MAX_ATTENDEES]).toEqual([100, 100_000]);
    expect([limits.DEFAULT_ADULTS, limits.DEFAULT_KIDS]).toEqual([1, 0]);
  });

  it('has the list and form limits', () => {
    expect(limits.PAGE_SIZE).toBe(10);
    expect(limits.MAX_DAY_PRICE_COLUMNS).toBe(8);
    expect(limits.NAME_MIN_LENGTH).toBe(3);
    expect(limits.DEFAULT_MIN_STAY_DAYS).toBe(2);
    expect(limits.SPINNER_SIZE).toBe(35);
    expect(limits.REPORT_SPINNER_SIZE).toBe(25);
  });

  it('has the realtime reconnect settings', () => {
    expect(limits.SOCKET_PATH).toBe('/socket.io');
    expect(limits.SOCKET_RECONNECT_DELAY_MS).toBe(1000);
    expect(limits.SOCKET_RECONNECT_DELAY_MAX_MS).toBe(5000);
    expect(limits.SOCKET_RANDOMIZATION_FACTOR).toBe(0.5);
    expect(limits.SOCKET_TIMEOUT_MS).toBe(20000);
  });
});

describe('choice lists', () => {
  it('keeps the spec spellings', () => {
    expect(limits.EVENT_TYPES).toEqual(['Meher', 'Xaflad', 'Dhalasho', 'Midna']);
    expect(limits.ROOM_TYPES).toEqual([
      'standardRoom',
      'doubleRoom',
      'doubleRoom(separate)',
      'singleRoom',
      'masterRoom',
      'suiteRoom',
      'familyRoom',
      'presidentialRoom',
    ]);
    expect(limits.APARTMENT_TYPES).toHaveLength(11);
    expect(limits.APARTMENT_TYPES).toContain('Alcove studio apartment');
    expect(limits.APARTMENT_TYPES).toContain('multi-bedroom apartment');
    expect(limits.KITCHEN_OPTIONS).toEqual(['Closed kitchen', 'Open kitchen', 'kitchenette']);
    expect(limits.FURNISHING_OPTIONS).toEqual(['Unfurnished', 'Fully furnished', 'Semi furnished']);
    expect(limits.SERVICE_OPTIONS).toEqual(['Iibin', 'Iibsasho', 'Kiro']);
    expect(limits.CUSTOMER_TYPES).toEqual(['seller', 'buyer', 'renter', 'rentee']);
  });

  it('pairs report values with their Somali labels, Cilad by default', () => {
    expect(limits.REPORT_TYPES).toEqual([
      { value: 'Cilad', label: 'Cilad' },
      { value: 'House', label: 'Cabasho' },
      { value: 'Office', label: 'Dalbasho' },
    ]);
    expect(limits.REPORT_TYPE_VALUES).toEqual(limits.REPORT_TYPES.map((t) => t.value));
    expect(limits.DEFAULT_REPORT_TYPE).toBe('Cilad');
  });
});
