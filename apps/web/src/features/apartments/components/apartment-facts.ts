import { countOf } from '@rentals/shared';
import type { Apartment } from '@rentals/shared';

/** An apartment's facts as short label and value pairs, the same on the card and the dashboard. */
export const apartmentFacts = (apartment: Apartment) => [
  { label: 'Bedrooms', value: String(apartment.no_bedrooms) },
  { label: 'Bathrooms', value: String(apartment.no_bathrooms) },
  { label: 'Floor', value: String(apartment.floor_level) },
  { label: 'Area', value: `${apartment.area} m²` },
  { label: 'Kitchen', value: apartment.kitchen },
  { label: 'Furnishing', value: apartment.furnishing },
];

/** '2 bedrooms · 1 bathroom · floor 3': one line for a list row. */
export const apartmentSummary = (apartment: Apartment) =>
  [
    countOf(apartment.no_bedrooms, 'bedroom', 'bedrooms'),
    countOf(apartment.no_bathrooms, 'bathroom', 'bathrooms'),
    `floor ${apartment.floor_level}`,
    `${apartment.area} m²`,
  ].join(' · ');
