import { describe, expect, it } from 'vitest';
import {
  compactSpelling,
  DISTRICTS,
  DISTRICT_SPELLINGS,
  nearestSpellings,
  normalizeSearch,
  readSearch,
  trigramSimilarity,
  TYPE_WORDS,
  typeWordsOf,
  LISTED_TYPES,
  type ListedType,
} from '../src';

describe('normalizeSearch', () => {
  it('lower-cases, drops accents, apostrophes and signs, and bounds the length', () => {
    expect(normalizeSearch("  Ma'alin  Hodan-Wadaag!! ")).toBe('maalin hodan wadaag');
    expect(normalizeSearch('Café  «Jazeera»')).toBe('cafe jazeera');
    expect(normalizeSearch('x'.repeat(300))).toHaveLength(200);
    expect(compactSpelling('Xamar-Jajab')).toBe(compactSpelling('xamar jajab'));
  });
});

describe('trigramSimilarity', () => {
  it('counts as pg_trgm does', () => {
    expect(trigramSimilarity('word', 'word')).toBe(1);
    expect(trigramSimilarity('abc', 'xyz')).toBe(0);
    // pg_trgm: similarity('yaqshid', 'yaaqshiid') = 0.5
    expect(trigramSimilarity('yaqshid', 'yaaqshiid')).toBeCloseTo(0.5, 2);
  });
});

describe("the districts' spellings", () => {
  it('has the spec spelling first for every district, and no spelling names two districts', () => {
    const seen = new Map<string, string>();
    for (const district of DISTRICTS) {
      expect(DISTRICT_SPELLINGS[district][0]).toBe(district);
      for (const spelling of DISTRICT_SPELLINGS[district]) {
        const key = compactSpelling(spelling);
        expect(seen.get(key) ?? district, spelling).toBe(district);
        seen.set(key, district);
      }
    }
  });

  it.each([
    ['Yaaqshiid', 'Yaaqshiid'],
    ['Yaqshid', 'Yaaqshiid'],
    ['Yaaqshid', 'Yaaqshiid'],
    ['Xamar-Jajab', 'Xamar-Jajab'],
    ['Hamar Jajab', 'Xamar-Jajab'],
    ['Hamarjajab', 'Xamar-Jajab'],
    ['Wadajir', 'Wadajir'],
    ['Medina', 'Wadajir'],
    ['KM4', 'Hodan'],
    ['Kilo 4', 'Hodan'],
    ['hodon', 'Hodan'],
    ['Dharkanley', 'Dharkenley'],
    ['shingaani', 'Shangaani'],
  ])('%s is %s', (typed, district) => {
    expect(readSearch(typed).district).toBe(district);
  });
});

describe("the types' words", () => {
  it("are a type's entry, or its own spelling alone for a type without one", () => {
    for (const type of LISTED_TYPES)
      expect(typeWordsOf(type), type).toEqual(TYPE_WORDS[type] ?? [type.toLowerCase()]);
    // a new kind's type before anyone writes its Somali and English words
    const tent = 'Tent' as ListedType;
    expect(TYPE_WORDS[tent]).toBeUndefined();
    expect(typeWordsOf(tent)).toEqual(['tent']);
  });
});

describe('readSearch', () => {
  it('reads Somali and English alike', () => {
    const somali = readSearch('guri 3 qol Hodan');
    const english = readSearch('3 bedroom house hodan');
    for (const reading of [somali, english])
      expect(reading).toMatchObject({ district: 'Hodan', type: 'House', rooms: 3, words: [] });
  });

  it('reads guests for a hall, and a price where the words say so', () => {
    expect(readSearch('hall for wedding 300 guests')).toMatchObject({
      type: 'Hall',
      guests: 300,
      words: [],
    });
    expect(readSearch('hool 200 qof')).toMatchObject({ type: 'Hall', guests: 200 });
    expect(readSearch('office $500')).toMatchObject({ type: 'office', price: 500, words: [] });
    expect(readSearch('xafiis 400 dollar').price).toBe(400);
    // A number with no word saying what it counts is a word of the text (a name, 'Villa 2').
    expect(readSearch('villa 2 garden')).toMatchObject({ type: 'House', words: ['2', 'garden'] });
  });

  it("keeps the other words for the listings' text, at most six, without stop words", () => {
    expect(readSearch('guri leh beer iyo garage ku yaal Hodan').words).toEqual(['beer', 'garage']);
    expect(readSearch('a b c d e f g h i j k l m n').words).toHaveLength(0);
    expect(readSearch('one two three four five six seven eight').words).toHaveLength(6);
  });

  it('makes only words of signs and operators', () => {
    expect(readSearch("'&|!():* <-> \\").words).toEqual([]);
  });
});

describe('nearestSpellings', () => {
  it('suggests the districts and types nearest to words that found nothing', () => {
    expect(nearestSpellings('Dharkanlay')[0]).toBe('Dharkenley');
    expect(nearestSpellings('hotell')).toContain('hotel');
  });
});
