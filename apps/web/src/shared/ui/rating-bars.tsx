import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatScore,
  RATING_CATEGORIES,
  ratingBarWidthRem,
  type PropertyRatings,
  type RatingCategory,
} from '@rentals/shared';

/**
 * One bar per rating category, the score times 2 rem wide (spec 1 section 9), and the score; a
 * category nobody rated says so instead of drawing an empty 0.0 bar.
 */
/** The rating categories' names (the shared package's RATING_CATEGORY_LABELS is the spec's wording). */
const CATEGORY_LABELS: Record<RatingCategory, MessageDescriptor> = {
  cleanliness: msg`Cleanliness`,
  amenities: msg`Amenities`,
  propertyConditions: msg`Property Conditions`,
  communication: msg`Communication`,
  value: msg`Value`,
};

export function RatingBars({ categories }: Pick<PropertyRatings, 'categories'>) {
  const { i18n } = useLingui();
  return (
    <dl className="grid gap-x-10 gap-y-3 sm:grid-cols-2">
      {RATING_CATEGORIES.map((category) => {
        const score = categories[category];
        return (
          <div key={category}>
            <dt className="text-sm text-stone-700">{i18n._(CATEGORY_LABELS[category])}</dt>
            <dd className="mt-1 flex items-center gap-3">
              {score === null ? (
                <span className="text-sm text-stone-500">
                  <Trans>No ratings yet</Trans>
                </span>
              ) : (
                <>
                  <span
                    aria-hidden="true"
                    className="h-2 w-[10rem] max-w-[60%] shrink-0 overflow-hidden rounded-full bg-stone-200"
                  >
                    <span
                      data-testid={`bar-${category}`}
                      className="block h-2 rounded-full bg-brand-600"
                      style={{ width: `${ratingBarWidthRem(score)}rem` }}
                    />
                  </span>
                  <span className="text-sm font-semibold text-stone-900 tabular-nums">
                    {formatScore(score)}
                  </span>
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
