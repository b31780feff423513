import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RatingCategory } from '@rentals/shared';

/** The rating categories' names (the shared package's RATING_CATEGORY_LABELS is the spec's text). */
export const RATING_CATEGORY_TEXTS: Readonly<Record<RatingCategory, MessageDescriptor>> = {
  cleanliness: msg`Cleanliness`,
  amenities: msg`Amenities`,
  propertyConditions: msg`Property Conditions`,
  communication: msg`Communication`,
  value: msg`Value`,
};
