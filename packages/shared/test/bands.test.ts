import { describe, it, expect } from 'vitest';
import { PRICE_BANDS, ROOM_BANDS, bandById, inBand } from '../src/bands';

describe('bands', () => {
  it('has the spec price bands any, 150-400, 400-900, 1000+', () => {
    expect(PRICE_BANDS.map(({ id, start, end }) => ({ id, start, end }))).toEqual([
      { id: 'any', start: 0, end: null },
      { id: '150-400', start: 150, end: 400 },
      { id: '400-900', start: 400, end: 900 },
      { id: '1000+', start: 1000, end: null },
    ]);
  });

  it('has the spec room bands any, 1-4, 4-10, 10+', () => {
    expect(ROOM_BANDS.map(({ id, start, end }) => ({ id, start, end }))).toEqual([
      { id: 'any', start: 0, end: null },
      { id: '1-4', start: 1, end: 4 },
      { id: '4-10', start: 4, end: 10 },
      { id: '10+', start: 10, end: null },
    ]);
  });

  it('labels every band', () => {
    for (const band of [...PRICE_BANDS, ...ROOM_BANDS]) expect(band.label).not.toBe('');
  });

  it('finds a band by id in its own list', () => {
    expect(bandById(PRICE_BANDS, '400-900')).toMatchObject({ start: 400, end: 900 });
    expect(bandById(ROOM_BANDS, '10+')).toMatchObject({ start: 10, end: null });
    expect(bandById(ROOM_BANDS, '150-400')).toBeUndefined();
    expect(bandById(PRICE_BANDS, 'cheap')).toBeUndefined();
  });

  it('includes both ends of a band', () => {
    const band = bandById(PRICE_BANDS, '150-400')!;
    expect(inBand(149, band)).toBe(false);
    expect(inBand(150, band)).toBe(true);
    expect(inBand(400, band)).toBe(true);
    expect(inBand(401, band)).toBe(false);
  });

  it('leaves open bands open upwards', () => {
    const band = bandById(PRICE_BANDS, '1000+')!;
    expect(inBand(999, band)).toBe(false);
    expect(inBand(1000, band)).toBe(true);
    expect(inBand(250_000, band)).toBe(true);
  });

  it('lets any match every price and room count', () => {
    for (const value of [0, 1, 150, 950, 1_000_000]) {
      expect(inBand(value, bandById(PRICE_BANDS, 'any')!)).toBe(true);
      expect(inBand(value, bandById(ROOM_BANDS, 'any')!)).toBe(true);
    }
  });

  it('puts 4 rooms in both 1-4 and 4-10, and 11 only in 10+', () => {
    const matching = (rooms: number) => ROOM_BANDS.filter((b) => inBand(rooms, b)).map((b) => b.id);
    expect(matching(4)).toEqual(['any', '1-4', '4-10']);
    expect(matching(11)).toEqual(['any', '10+']);
  });
});
