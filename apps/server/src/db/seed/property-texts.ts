import type { District } from '@rentals/shared';
import type { SceneType } from './scenes';

/**
 * Words of the demo listings: Somali first, then English, as Mogadishu owners write them.
 * Placeholders: {district}, {rooms}, {area}, {near}.
 */

/** Where each district is, as an owner would say it in an advert. */
export const NEAR: Record<District, string> = {
  Yaaqshiid: 'in a busy neighbourhood in the north of the city',
  'Hawl-Wadaag': 'a few minutes from Bakaara Market',
  Hodan: 'close to the KM4 junction',
  Abdiaziz: 'a short walk from Lido Beach',
  Bondhere: 'in the heart of the city',
  Dayniile: 'on the quiet western edge of the city',
  Dharkenley: 'in a growing residential area',
  'Xamar-Jajab': 'near the old port road',
  'Xamar-Weyne': 'in the historic Xamar Weyne quarter',
  Heliwaa: 'on the northern outskirts, with open space around',
  Kaxda: 'along the Afgooye road',
  Kaaraan: 'near the main road in the north-east',
  Shangaani: 'in the old town by the sea',
  Shibis: 'in a busy central neighbourhood',
  Waaberi: 'near Maka Al-Mukarama road',
  Wadajir: 'on the road to Aden Adde airport',
  'Warta-Nabada': 'near the city centre',
};

const OPENERS: Record<SceneType, string[]> = {
  House: [
    'Guri casri ah oo {rooms} qol leh, kuna yaal {district}.',
    'Guri qurxoon oo deggan oo ku yaal xaafadda {district}.',
    'Villa ballaaran oo {rooms} qol ah, {district}.',
    'Guri qoys oo nadiif ah oo ku yaal {district}, waa diyaar.',
  ],
  office: [
    'Xafiis ballaaran oo ku yaal {district}, {rooms} qol.',
    'Dabaq xafiisyo ah oo diyaar u ah shirkadaha, {district}.',
    'Xafiisyo casri ah oo ku yaal dhismo cusub, {district}.',
  ],
  business: [
    'Goob ganacsi oo ku taal {district}.',
    'Bakhaar iyo goob ganacsi oo ballaaran, {district}.',
    'Dhismo ganacsi oo {rooms} qol leh, ku yaal {district}.',
  ],
  'Retail Space': [
    'Dukaan ku yaal wadada weyn ee {district}.',
    'Tukaan diyaar ah oo ku yaal suuqa {district}.',
    'Goob iib oo dadku aad u maraan, {district}.',
  ],
  Land: [
    'Dhul banaan oo {area} m² ah oo ku yaal {district}.',
    'Dhul deyr leh oo kiro ah, {district}.',
    'Dhul ganacsi ama beer ahaan loo isticmaali karo, {district}.',
  ],
};

const DETAILS: Record<SceneType, string[]> = {
  House: [
    'A bright family home {near}, with a shaded courtyard, a large water tank and a backup generator.',
    'Walled compound {near}: {rooms} rooms, a modern kitchen, two bathrooms and a rooftop terrace.',
    'Quiet street {near}. Tiled floors, air conditioning in the bedrooms and a guard at the gate.',
    'Spacious house {near} with a garden, covered parking and reliable water and electricity.',
  ],
  office: [
    'Office floor {near}: {rooms} rooms, a meeting room, fibre internet and a reception area.',
    'Ready for an NGO or a company {near}, with generator backup, CCTV and guarded parking.',
    'Modern offices {near}. Air-conditioned rooms, a kitchenette and round-the-clock security.',
  ],
  business: [
    'Commercial premises {near}, {area} m² with a loading bay, storage and a water tank.',
    'Suits a wholesale shop, restaurant or workshop {near}. Three-phase power and solar backup.',
    'Business building {near}: ground-floor shop fronts and offices above, guarded parking.',
  ],
  'Retail Space': [
    'Shop front {near} on a street with heavy foot traffic; roller shutter and steel door.',
    'Retail space of {area} m² {near}, suitable for a pharmacy, phone shop or boutique.',
    'Corner shop {near} with good visibility, a store room and a security guard at night.',
  ],
  Land: [
    'Fenced plot {near}, {area} m², level ground with road access. Good for a yard or parking.',
    'Open land {near}, {area} m², with a perimeter wall started and a water point nearby.',
    'Plot of {area} m² {near}, suitable for storage, a car lot or a small farm.',
  ],
};

const CLOSERS = [
  'Kirada waa bil kasta.',
  'La xiriir milkiilaha si aad u aragto.',
  'Biyo iyo koronto joogto ah.',
  'Ammaan wanaagsan, deris fiican.',
  'Waa la arki karaa maalin kasta.',
];

/** Names for the types whose form asks for one (Land and Retail Space). */
export const NAMES: Partial<Record<SceneType, string[]>> = {
  Land: [
    'Dhul banaan {district}',
    '{district} fenced plot',
    'Beerta {district}',
    'Dhul ganacsi {district}',
  ],
  'Retail Space': [
    '{district} corner shop',
    'Dukaanka suuqa {district}',
    'Tukaan {district}',
    '{district} high street shop',
  ],
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

export function describe(
  type: SceneType,
  n: number,
  values: { district: District; rooms: number | null; area: number },
): string {
  const vars = { ...values, rooms: values.rooms ?? '', near: NEAR[values.district] };
  const opener = OPENERS[type][n % OPENERS[type].length]!;
  const detail = DETAILS[type][(n >> 1) % DETAILS[type].length]!;
  const closer = CLOSERS[n % CLOSERS.length]!;
  return fill(`${opener} ${detail} ${closer}`, vars);
}

export function nameOf(type: SceneType, n: number, district: District): string {
  const names = NAMES[type];
  return names ? fill(names[n % names.length]!, { district }) : '';
}

/** Reviews by how the stay went: good (4 and up), fair (3 to 4), poor (below 3). */
export const REVIEWS = {
  good: [
    'Guri nadiif ah, milkiiluhu waa qof wanaagsan. Very clean and the owner answers quickly.',
    'Goob aad u fiican, biyo iyo koronto joogto ah. Would rent again.',
    'Great location and the generator kept the power on during every outage.',
    'Meel deggan oo ammaan ah. Quiet, safe and exactly as in the pictures.',
  ],
  fair: [
    'Wax walba waa caadi, laakiin biyaha ayaa mararka qaar go’a. Good value overall.',
    'Good value for the price; the road outside gets dusty in the dry season.',
    'Rooms are fine, the kitchen needs new cupboards. Milkiiluhu wuu caawiyaa.',
  ],
  poor: [
    'Qiimaha wuu ka badan yahay tayada. The price is high for what you get.',
    'Needs repairs: the air conditioning in one room did not work for weeks.',
  ],
};
