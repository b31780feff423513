/** The 17 districts of Benaadir, in the spec's order and spelling. */
export const DISTRICTS = [
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
] as const;
export type District = (typeof DISTRICTS)[number];

/** The only region offered in property forms. */
export const REGIONS = ['Benaadir'] as const;
export type Region = (typeof REGIONS)[number];

/** Regions offered in the post-request form. */
export const REQUEST_REGIONS = ['Mogadishu', 'Hargeisa', 'Mudug'] as const;

export const DEFAULT_REGION: Region = 'Benaadir';
export const DEFAULT_DISTRICT: District = 'Yaaqshiid';

export const isDistrict = (value: string): value is District =>
  (DISTRICTS as readonly string[]).includes(value);
