import { describe, it, expect } from 'vitest';
import {
  countOf,
  ADDRESSES_SHOWN,
  DESCRIPTION_PREVIEW_LENGTH,
  FACILITIES_SHOWN,
  REVIEWER_NAME_LENGTH,
  truncate,
} from '../src/text';

describe('truncate', () => {
  it('keeps a text that fits, without dots', () => {
    expect(truncate('Hodan villa', 22)).toBe('Hodan villa');
    expect(truncate('a'.repeat(60), DESCRIPTION_PREVIEW_LENGTH)).toBe('a'.repeat(60));
  });

  it('cuts descriptions at 60 characters and adds ...', () => {
    const description = 'x'.repeat(59) + 'YZ';
    const cut = truncate(description, DESCRIPTION_PREVIEW_LENGTH);
    expect(cut).toBe('x'.repeat(59) + 'Y...');
    expect(cut).toHaveLength(63);
  });

  it('cuts reviewer names at 22 characters', () => {
    expect(truncate('Maxamed Cabdullaahi Xasan', REVIEWER_NAME_LENGTH)).toBe(
      'Maxamed Cabdullaahi Xa...',
    );
    expect(truncate('Faadumo Cali', REVIEWER_NAME_LENGTH)).toBe('Faadumo Cali');
  });

  it('never splits an emoji', () => {
    expect(truncate('ab😀cd', 3)).toBe('ab😀...');
    // longer in UTF-16 units than n, not in characters: kept whole
    expect(truncate('ab😀c', 4)).toBe('ab😀c');
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
  });

  it('holds the display constants of the spec', () => {
    expect(DESCRIPTION_PREVIEW_LENGTH).toBe(60);
    expect(REVIEWER_NAME_LENGTH).toBe(22);
    expect(FACILITIES_SHOWN).toBe(6);
    expect(ADDRESSES_SHOWN).toBe(5);
  });
});

describe('countOf', () => {
  it('puts the noun in the number the count asks for', () => {
    expect(countOf(1, 'adult', 'adults')).toBe('1 adult');
    expect(countOf(2, 'adult', 'adults')).toBe('2 adults');
    expect(countOf(0, 'review', 'reviews')).toBe('0 reviews');
  });
});
