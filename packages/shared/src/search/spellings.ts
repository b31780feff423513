import type { District } from '../locations';
import type { ListedType } from '../kind-facts';

/**
 * How people write the 17 districts of Benaadir (issue 35): the spec's spelling first, then the
 * other romanisations (Somali 'x' and 'c' written 'h' and left out, doubled vowels single, words
 * joined or apart), older names and the neighbourhoods people name instead of the district
 * (Medina is Wadajir, KM4 is at Hodan's edge, Bakaaraha market is in Hawl-Wadaag, Lido in
 * Abdiaziz). Written as people type them; the search compares them without case, spaces or
 * hyphens (`compactSpelling`), and a misspelling within a few letters of one still counts.
 */
export const DISTRICT_SPELLINGS: Record<District, readonly string[]> = {
  Yaaqshiid: ['Yaaqshiid', 'Yaqshid', 'Yaaqshid', 'Yaqshiid', 'Yakshid'],
  'Hawl-Wadaag': ['Hawl-Wadaag', 'Hawlwadaag', 'Hawl Wadag', 'Howlwadaag', 'Bakaaraha', 'Bakara'],
  Hodan: ['Hodan', 'Hoodan', 'KM4', 'Kilo 4', 'Kilometre 4', 'Kilometer 4', 'Zoobe', 'Zobe'],
  Abdiaziz: ['Abdiaziz', 'Abdi Aziz', 'Abdulaziz', 'Cabdicasiis', 'Cabdi Casiis', 'Lido', 'Liido'],
  Bondhere: ['Bondhere', 'Bondere', 'Boondheere', 'Bondheere'],
  Dayniile: ['Dayniile', 'Daynile', 'Deyniile', 'Deynile', 'Dainile'],
  Dharkenley: ['Dharkenley', 'Darkenley', 'Dharkeynley', 'Dharkaynley', 'Darkainley'],
  'Xamar-Jajab': ['Xamar-Jajab', 'Xamar Jajab', 'Hamar Jajab', 'Hamarjajab', 'Hamar Jab Jab'],
  'Xamar-Weyne': ['Xamar-Weyne', 'Xamar Weyne', 'Hamar Weyne', 'Hamarweyne', 'Hamar Wein'],
  Heliwaa: ['Heliwaa', 'Heliwa', 'Huriwa', 'Huriwaa', 'Heliwaaq'],
  Kaxda: ['Kaxda', 'Kahda', 'Khada', 'Kaxdha'],
  Kaaraan: ['Kaaraan', 'Karan', 'Kaaran', 'Karaan'],
  Shangaani: ['Shangaani', 'Shangani', 'Shingani', 'Shingaani'],
  Shibis: ['Shibis', 'Shibbis', 'Shibiis'],
  Waaberi: ['Waaberi', 'Waberi', 'Wabari', 'Waabari'],
  Wadajir: ['Wadajir', 'Waddajir', 'Medina', 'Madiina', 'Madina'],
  'Warta-Nabada': ['Warta-Nabada', 'Warta Nabadda', 'Wartanabada', 'Wardhigley', 'Wardhiigleey'],
};

/**
 * The words that name a listing type, in Somali and in English (docs/SOMALI-GLOSSARY.md): a
 * search for 'guri' or 'house' looks among houses. A type's stored spelling is one of its words;
 * a type without an entry here (a new kind's, until someone writes its words) is found by that
 * spelling alone (`typeWordsOf`).
 */
export const TYPE_WORDS: Partial<Record<ListedType, readonly string[]>> = {
  House: ['house', 'houses', 'home', 'homes', 'guri', 'guryo', 'villa', 'fila'],
  Apartment: ['apartment', 'apartments', 'flat', 'flats', 'abaartamenti', 'dhismo', 'dabaq'],
  office: ['office', 'offices', 'xafiis', 'xafiisyo', 'hafiis'],
  Land: ['land', 'plot', 'dhul', 'dhulka', 'baad'],
  business: ['business', 'ganacsi', 'goob'],
  'Retail Space': ['retail', 'shop', 'shops', 'store', 'dukaan', 'dukaamo'],
  Hall: ['hall', 'halls', 'hool', 'hoolka', 'wedding', 'aroos', 'arooska', 'meher', 'xaflad'],
  Hotel: ['hotel', 'hotels', 'hoteel', 'hudheel', 'lodge'],
};

/** The words a search names a stored type by: its entry above, else its own spelling. */
export const typeWordsOf = (type: ListedType): readonly string[] =>
  TYPE_WORDS[type] ?? [type.toLowerCase()];

/** Words that say what a number counts: '3 qol', '3 bedroom', '300 guests', '$500'. */
export const NUMBER_WORDS = {
  rooms: ['room', 'rooms', 'bedroom', 'bedrooms', 'bed', 'beds', 'br', 'qol', 'qolal', 'qolka'],
  guests: ['guest', 'guests', 'people', 'persons', 'person', 'qof', 'qofood', 'dad', 'marti'],
  price: ['usd', 'dollar', 'dollars', 'doolar', 'lacag', 'price', 'qiimo'],
} as const;

/** Words that carry nothing a listing's text would match ('for', 'ku', 'leh'). */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'for',
  'in',
  'at',
  'of',
  'with',
  'and',
  'to',
  'near',
  'rent',
  'renting',
  'under',
  'below',
  'less',
  'than',
  'max',
  'up',
  'cheap',
  'ku',
  'yaal',
  'ee',
  'iyo',
  'leh',
  'la',
  'oo',
  'kiro',
  'kiraysi',
  'kirada',
  'ka',
  'hooseeya',
  'degmada',
  'degmo',
  'xaafadda',
  'waa',
  'ah',
  'u',
]);
