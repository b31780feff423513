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

/**
 * The one score of a set of stars, wherever a score is shown (a review's badge, a rater's part
 * of a listing's score): the average of the categories given, each 1 to 5 (0 when none). Not
 * rounded. The spec weighed a review's badge 0.2 per category over all five, a missing one
 * counting 0, so one rating of 4 + 5 + 3 stars showed 4.0 on the listing and 2.4 on its review;
 * one formula ends that.
 */
export function overallScore(stars: readonly Star[]): number {
  const given = Object.values(starsByCategory(stars));
  if (given.length === 0) return 0;
  return given.reduce((sum, n) => sum + n, 0) / given.length;
}

/** A score as shown, one decimal ('4.3'); rounding happens only here, never in the maths. */
export function formatScore(score: number): string {
  return (Math.round((score + Number.EPSILON) * 10) / 10).toFixed(1);
}

/** Width of a rating bar in rem: the score times 2, so 5 stars fill 10rem. */
export const ratingBarWidthRem = (score: number): number => score * 2;

export type RatingSummary = {
  /** Average per category over the users who rated it; null when nobody did (no 0.0 bar). */
  categories: Record<RatingCategory, number | null>;
  /** Average of each user's overall score, so every reviewer weighs the same. */
  overall: number;
  /** Users who gave at least one star. */
  count: number;
};

/** The guest-ratings block of a listing, from every user's stars. */
export function aggregateRatings(ratings: readonly (readonly Star[])[]): RatingSummary {
  const rated = ratings.filter((stars) => stars.length > 0);
  const categories = {} as Record<RatingCategory, number | null>;
  for (const category of RATING_CATEGORIES) {
    const given = rated.flatMap((stars) => {
      const n = starsByCategory(stars)[category];
      return n === undefined ? [] : [n];
    });
    categories[category] = given.length ? given.reduce((a, b) => a + b, 0) / given.length : null;
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
