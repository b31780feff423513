import { describe, it, expect } from 'vitest';
import { PICTURE_WIDTHS, pictureSrcSet, pictureVariant } from '../src/listings';

const hash = 'ab12'.repeat(16);
const display = `/uploads/properties/${hash}.webp`;
const phone = `/uploads/properties/${hash}-phone.webp`;
const card = `/uploads/properties/${hash}-card.webp`;

describe('PICTURE_WIDTHS', () => {
  it('has a phone size between the card and display sizes', () => {
    expect(PICTURE_WIDTHS).toEqual({ display: 1280, phone: 720, card: 480 });
  });
});

describe('pictureVariant', () => {
  it('gives every size from the URL of any size', () => {
    for (const from of [display, phone, card]) {
      expect(pictureVariant(from, 'display')).toBe(display);
      expect(pictureVariant(from, 'phone')).toBe(phone);
      expect(pictureVariant(from, 'card')).toBe(card);
    }
  });

  it('works on a bare storage key too', () => {
    expect(pictureVariant(`hotels/${hash}.webp`, 'phone')).toBe(`hotels/${hash}-phone.webp`);
  });

  it('leaves URLs that are not ours unchanged', () => {
    for (const url of [
      'https://elsewhere.example/house.jpg',
      `/uploads/properties/${hash}.jpg`,
      `/uploads/properties/${hash.slice(1)}.webp`,
      `/uploads/properties/${hash}-thumb.webp`,
    ]) {
      expect(pictureVariant(url, 'phone')).toBe(url);
      expect(pictureVariant(url, 'card')).toBe(url);
    }
  });
});

describe('pictureSrcSet', () => {
  it('lists the three sizes from narrowest to widest', () => {
    expect(pictureSrcSet(display)).toBe(`${card} 480w, ${phone} 720w, ${display} 1280w`);
  });

  it('gives the same srcset from any size', () => {
    expect(pictureSrcSet(card)).toBe(pictureSrcSet(display));
    expect(pictureSrcSet(phone)).toBe(pictureSrcSet(display));
  });

  it('has none for a URL that is not ours', () => {
    expect(pictureSrcSet('https://elsewhere.example/house.jpg')).toBeUndefined();
  });
});
