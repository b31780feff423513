import { describe, it, expect } from 'vitest';
import {
  RATING_CATEGORIES,
  RATING_CATEGORY_LABELS,
  aggregateRatings,
  formatScore,
  hasRatingChanged,
  overallScore,
  ratingBarWidthRem,
} from '../src/rating';
import { starsSchema } from '../src/schemas/ratings';
import type { Star } from '../src/rating';

const all = (n: number): Star[] => RATING_CATEGORIES.map((category) => ({ category, stars: n }));

describe('rating categories', () => {
  it('lists the five categories in order with their labels', () => {
    expect(RATING_CATEGORIES.map((c) => [c, RATING_CATEGORY_LABELS[c]])).toEqual([
      ['cleanliness', 'Cleanliness'],
      ['amenities', 'Amenities'],
      ['propertyConditions', 'Property Conditions'],
      ['communication', 'Communication'],
      ['value', 'Value'],
    ]);
  });
});

describe('starsSchema', () => {
  it('accepts 1 to 5 stars per category', () => {
    const stars = [
      { category: 'cleanliness', stars: 1 },
      { category: 'value', stars: 5 },
    ];
    expect(starsSchema.parse(stars)).toEqual(stars);
    expect(starsSchema.parse(all(3))).toHaveLength(5);
  });

  it('refuses stars outside 1..5 or fractional', () => {
    for (const stars of [0, 6, 2.5, -1]) {
      expect(starsSchema.safeParse([{ category: 'value', stars }]).success, String(stars)).toBe(
        false,
      );
    }
  });

  it('refuses an unknown category', () => {
    expect(starsSchema.safeParse([{ category: 'location', stars: 4 }]).success).toBe(false);
  });

  it('refuses a category rated twice', () => {
    const result = starsSchema.safeParse([
      { category: 'value', stars: 4 },
      { category: 'value', stars: 5 },
    ]);
    expect(result.success).toBe(false);
  });

  it("refuses no stars with the spec's message", () => {
    const result = starsSchema.safeParse([]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Star should be more than 1!!!');
  });
});

describe('scores', () => {
  it('averages only the categories given', () => {
    expect(overallScore(all(4))).toBe(4);
    expect(
      overallScore([
        { category: 'cleanliness', stars: 5 },
        { category: 'value', stars: 4 },
      ]),
    ).toBe(4.5);
    expect(overallScore([{ category: 'communication', stars: 2 }])).toBe(2);
    expect(
      overallScore([
        { category: 'cleanliness', stars: 5 },
        { category: 'amenities', stars: 4 },
        { category: 'value', stars: 4 },
      ]),
    ).toBeCloseTo(13 / 3, 12);
  });

  it('gives 0 with no stars', () => {
    expect(overallScore([])).toBe(0);
  });

  it('rounds to one decimal only when formatting', () => {
    const stars: Star[] = [
      { category: 'cleanliness', stars: 5 },
      { category: 'amenities', stars: 4 },
      { category: 'value', stars: 4 },
    ];
    expect(overallScore(stars)).not.toBe(4.3);
    expect(formatScore(overallScore(stars))).toBe('4.3');
    expect(formatScore(4)).toBe('4.0');
    expect(formatScore(4.25)).toBe('4.3');
    expect(formatScore(4.35)).toBe('4.4');
    expect(formatScore(0)).toBe('0.0');
  });

  it("scores one review the way the listing is scored: its categories' average", () => {
    const one = [
      { category: 'cleanliness', stars: 3 },
      { category: 'value', stars: 4 },
      { category: 'amenities', stars: 5 },
    ] satisfies Star[];
    // The listing rated once shows the same figure as that one review.
    expect(formatScore(aggregateRatings([one]).overall)).toBe(formatScore(overallScore(one)));
    expect(overallScore(one)).toBe(4);
  });

  it('draws bars 2 rem per point', () => {
    expect(ratingBarWidthRem(5)).toBe(10);
    expect(ratingBarWidthRem(3.5)).toBe(7);
    expect(ratingBarWidthRem(0)).toBe(0);
  });
});

describe('aggregateRatings', () => {
  it('averages each category over the users who rated it', () => {
    const summary = aggregateRatings([
      [
        { category: 'cleanliness', stars: 5 },
        { category: 'value', stars: 3 },
      ],
      [{ category: 'cleanliness', stars: 3 }],
      all(4),
    ]);
    expect(summary.categories).toEqual({
      cleanliness: 4,
      amenities: 4,
      propertyConditions: 4,
      communication: 4,
      value: 3.5,
    });
    // Users' overall scores: 4, 3 and 4.
    expect(summary.overall).toBeCloseTo(11 / 3, 12);
    expect(summary.count).toBe(3);
  });

  it('gives no score to a category nobody rated, and skips users without stars', () => {
    expect(aggregateRatings([])).toEqual({
      categories: {
        cleanliness: null,
        amenities: null,
        propertyConditions: null,
        communication: null,
        value: null,
      },
      overall: 0,
      count: 0,
    });
    const summary = aggregateRatings([[], [{ category: 'value', stars: 2 }]]);
    expect(summary.count).toBe(1);
    expect(summary.overall).toBe(2);
    expect(summary.categories.cleanliness).toBeNull();
  });
});

describe('hasRatingChanged', () => {
  const saved = {
    stars: [
      { category: 'cleanliness', stars: 4 },
      { category: 'value', stars: 5 },
    ] as Star[],
    review: 'Clean rooms near Lido',
  };

  it('sees no change in the same stars in another order', () => {
    expect(
      hasRatingChanged(saved, {
        stars: [...saved.stars].reverse(),
        review: ' Clean rooms near Lido ',
      }),
    ).toBe(false);
  });

  it('sees a changed star, an added or removed category, and a new review', () => {
    expect(
      hasRatingChanged(saved, {
        ...saved,
        stars: [
          { category: 'cleanliness', stars: 3 },
          { category: 'value', stars: 5 },
        ],
      }),
    ).toBe(true);
    expect(
      hasRatingChanged(saved, {
        ...saved,
        stars: [...saved.stars, { category: 'amenities', stars: 4 }],
      }),
    ).toBe(true);
    expect(hasRatingChanged(saved, { ...saved, stars: saved.stars.slice(0, 1) })).toBe(true);
    expect(hasRatingChanged(saved, { ...saved, review: 'Great host' })).toBe(true);
  });
});
