import { describe, it, expect } from 'vitest';
import {
  DEFAULT_DISTRICT,
  DEFAULT_REGION,
  DISTRICTS,
  REGIONS,
  REQUEST_REGIONS,
  isDistrict,
} from '../src/locations';

describe('locations', () => {
  it('lists the 17 districts of Benaadir in the spec order', () => {
    expect(DISTRICTS).toEqual([
      'Yaaqshiid',
      'Hawl-Wadaag',
      'Hodan',
      'Abdiaziz',
      'Bondhere',
      'Dayniile',
      'Dharkenley',
      'Xamar-Jajab',
      'Xamar-Weyne',
      'Heliwaa',
      'Kaxda',
      'Kaaraan',
      'Shangaani',
      'Shibis',
      'Waaberi',
      'Wadajir',
      'Warta-Nabada',
    ]);
    expect(DISTRICTS).toHaveLength(17);
  });

  it('defaults to Benaadir and Yaaqshiid', () => {
    expect(REGIONS).toEqual(['Benaadir']);
    expect(DEFAULT_REGION).toBe('Benaadir');
    expect(DEFAULT_DISTRICT).toBe('Yaaqshiid');
    expect(REQUEST_REGIONS).toEqual(['Mogadishu', 'Hargeisa', 'Mudug']);
  });

  it('recognises districts exactly', () => {
    expect(isDistrict('Hodan')).toBe(true);
    expect(isDistrict('Warta-Nabada')).toBe(true);
    expect(isDistrict('hodan')).toBe(false);
    expect(isDistrict('Hargeisa')).toBe(false);
  });
});
