import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Apartment } from '@rentals/shared';
import { apartmentValueIn } from './apartment-labels';

/** An apartment's facts as short label and value pairs, the same on the card and the dashboard. */
export const apartmentFacts = (i18n: I18n, apartment: Apartment) => [
  { label: i18n._(msg`Bedrooms`), value: String(apartment.no_bedrooms) },
  { label: i18n._(msg`Bathrooms`), value: String(apartment.no_bathrooms) },
  { label: i18n._(msg`Floor`), value: String(apartment.floor_level) },
  { label: i18n._(msg`Area`), value: `${apartment.area} m²` },
  { label: i18n._(msg`Kitchen`), value: apartmentValueIn(i18n, apartment.kitchen) },
  { label: i18n._(msg`Furnishing`), value: apartmentValueIn(i18n, apartment.furnishing) },
];

/** '2 bedrooms · 1 bathroom · floor 3': one line for a list row. */
export const apartmentSummary = (i18n: I18n, apartment: Apartment) => {
  const bedrooms = apartment.no_bedrooms;
  const bathrooms = apartment.no_bathrooms;
  const floor = apartment.floor_level;
  return [
    i18n._(msg`${plural(bedrooms, { one: '# bedroom', other: '# bedrooms' })}`),
    i18n._(msg`${plural(bathrooms, { one: '# bathroom', other: '# bathrooms' })}`),
    i18n._(msg`floor ${floor}`),
    `${apartment.area} m²`,
  ].join(' · ');
};
