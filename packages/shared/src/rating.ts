/** The five rating categories, in display order (spec 1 sections 2 and 9). */
export const RATING_CATEGORIES = [
  'cleanliness',
  'amenities',
  'propertyConditions',
  'communication',
  'value',
] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];

export const RATING_CATEGORY_LABELS: Readonly<Record<RatingCategory, string>> = {
  cleanliness: 'Cleanliness',
  amenities: 'Amenities',
  propertyConditions: 'Property Conditions',
  communication: 'Communication',
  value: 'Value',
};

export const MIN_STARS = 1;
export const MAX_STARS = 5;

/** One category's stars; the zod schemas of stars live in schemas/ratings.ts. */
export type Star = { category: RatingCategory; stars: number };

/** The stars given per category; a missing category is absent, never 0. */
function starsByCategory(stars: readonly Star[]): Partial<Record<RatingCategory, number>> {
  const by: Partial<Record<RatingCategory, number>> = {};
  for (const s of stars) by[s.category] ??= s.stars;
  return by;
}

/** The overall score: the average of the categories given (0 when none). Not rounded. */
export function overallScore(stars: readonly Star[]): number {
  const given = Object.values(starsByCategory(stars));
  if (given.length === 0) return 0;
  return given.reduce((sum, n) => sum + n, 0) / given.length;
}

/** A score as shown, one decimal ('4.3'); rounding happens only here, never in the maths. */
export function formatScore(score: number): string {
  return (Math.round((score + Number.EPSILON) * 10) / 10).toFixed(1);
}

/**
 * The review-detail score: 0.2 per star over all five categories, a missing one counting 0.
 * Divided by 5 rather than multiplied by 0.2, so 3 + 4 stars give 1.4 and not 1.4000000000000001.
 */
export function weightedReviewScore(stars: readonly Star[]): number {
  const by = starsByCategory(stars);
  const sum = RATING_CATEGORIES.reduce((total, c) => total + (by[c] ?? 0), 0);
  return sum / RATING_CATEGORIES.length;
}

/** Width of a rating bar in rem: the score times 2, so 5 stars fill 10rem. */
export const ratingBarWidthRem = (score: number): number => score * 2;

export type RatingSummary = {
  /** Average per category over the users who rated it; 0 when nobody did. */
  categories: Record<RatingCategory, number>;
  /** Average of each user's overall score, so every reviewer weighs the same. */
  overall: number;
  /** Users who gave at least one star. */
  count: number;
};

/** The guest-ratings block of a listing, from every user's stars. */
export function aggregateRatings(ratings: readonly (readonly Star[])[]): RatingSummary {
  const rated = ratings.filter((stars) => stars.length > 0);
  const categories = {} as Record<RatingCategory, number>;
  for (const category of RATING_CATEGORIES) {
    const given = rated.flatMap((stars) => {
      const n = starsByCategory(stars)[category];
      return n === undefined ? [] : [n];
    });
    categories[category] = given.length ? given.reduce((a, b) => a + b, 0) / given.length : 0;
  }
  const overall = rated.length
    ? rated.reduce((sum, stars) => sum + overallScore(stars), 0) / rated.length
    : 0;
  return { categories, overall, count: rated.length };
}

export type RatingInput = { stars: readonly Star[]; review?: string };

/**
 * Whether an edited rating differs from the saved one (order of stars ignored, review compared
 * trimmed); an unchanged update is refused with 'Please update before submitting!!!'.
 */
export function hasRatingChanged(before: RatingInput, after: RatingInput): boolean {
  if ((before.review ?? '').trim() !== (after.review ?? '').trim()) return true;
  const a = starsByCategory(before.stars);
  const b = starsByCategory(after.stars);
  return RATING_CATEGORIES.some((c) => a[c] !== b[c]);
}
