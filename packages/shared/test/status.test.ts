import { describe, it, expect } from 'vitest';
import {
  LISTING_STATUSES,
  RENTING_RECORD_STATUSES,
  STATUS_COLOUR_HEX,
  canRent,
  canVacate,
  statusColour,
} from '../src/status';

describe('statuses', () => {
  it('lists listing and renting record statuses', () => {
    expect(LISTING_STATUSES).toEqual(['', 'pending', 'rented', 'ad']);
    expect(RENTING_RECORD_STATUSES).toEqual(['pending', 'rented', 'declined', 'cancelled']);
  });

  it('allows rent only after declined or cancelled', () => {
    expect(RENTING_RECORD_STATUSES.filter(canRent)).toEqual(['declined', 'cancelled']);
    expect(canRent('completed')).toBe(false);
  });

  it('allows vacate only while pending or rented', () => {
    expect(RENTING_RECORD_STATUSES.filter(canVacate)).toEqual(['pending', 'rented']);
    expect(canVacate('completed')).toBe(false);
  });
});

describe('statusColour', () => {
  it('colours booked grey-blue', () => {
    expect(statusColour('booked')).toBe('grey-blue');
  });

  it('colours the ended statuses red', () => {
    for (const s of ['terminated', 'declined', 'cancelled', 'expired']) {
      expect(statusColour(s), s).toBe('red');
    }
  });

  it('colours completed green', () => {
    expect(statusColour('completed')).toBe('green');
  });

  it('colours anything else yellow', () => {
    for (const s of ['pending', 'rented', '', 'whatever'])
      expect(statusColour(s), s).toBe('yellow');
  });

  it('ignores case and surrounding spaces', () => {
    expect(statusColour('BOOKED')).toBe('grey-blue');
    expect(statusColour('Cancelled')).toBe('red');
    expect(statusColour(' Completed ')).toBe('green');
  });

  it('has a hex value for every colour', () => {
    expect(Object.keys(STATUS_COLOUR_HEX).sort()).toEqual(['green', 'grey-blue', 'red', 'yellow']);
    for (const hex of Object.values(STATUS_COLOUR_HEX)) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});
