import { describe, expect, it } from 'vitest';
import { fileFractions } from './upload-progress';

describe('fileFractions', () => {
  // 100 bytes of text parts and headers spread as 3 gaps of 100/3 around two pictures.
  const sizes = [300, 600];
  const total = 1000;

  it('fills the pictures in order, the first before the second starts', () => {
    expect(fileFractions(sizes, 0, total)).toEqual([0, 0]);
    const [a, b] = fileFractions(sizes, 200, total);
    expect(a).toBeCloseTo((200 - 100 / 3) / 300);
    expect(b).toBe(0);
    const [c, d] = fileFractions(sizes, 700, total);
    expect(c).toBe(1);
    expect(d).toBeCloseTo((700 - 200 / 3 - 300) / 600);
  });

  it('says every picture is sent once the whole body is', () => {
    expect(fileFractions(sizes, total, total)).toEqual([1, 1]);
  });
});
