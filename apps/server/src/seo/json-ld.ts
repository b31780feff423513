import { typeLabel } from '@rentals/shared';
import type { ListingFacts } from './listing-facts';
import { priceUnit } from './page-head';

const UNIT_CODES = { month: 'MON', hour: 'HUR', night: 'DAY' } as const;

/**
 * The schema.org description of a listing, for search engines: a hall is an EventVenue, a hotel
 * a Hotel, an apartment building an ApartmentComplex, and a general property an Accommodation
 * (Place) offered for rent. `url` and `image` are absolute.
 */
export function listingJsonLd(
  facts: ListingFacts,
  url: string,
  image: string | null,
): Record<string, unknown> {
  const type = { property: 'Accommodation', hall: 'EventVenue', hotel: 'Hotel', building: 'ApartmentComplex' }[
    facts.kind
  ];
  const unit = priceUnit(facts.kind);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    name: facts.name.trim() || `${typeLabel(facts.type)} in ${facts.district}`,
    description: facts.description,
    url,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Mogadishu',
      addressRegion: facts.region,
      streetAddress: facts.district,
      addressCountry: 'SO',
    },
  };
  if (image) data.image = [image];
  if (facts.kind === 'property' && facts.rooms !== null) data.numberOfRooms = facts.rooms;
  if (facts.kind === 'property' && facts.area !== null)
    data.floorSize = { '@type': 'QuantitativeValue', value: facts.area, unitCode: 'MTK' };
  if (facts.price !== null) {
    data.makesOffer = {
      '@type': 'Offer',
      url,
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: facts.price,
        priceCurrency: 'USD',
        unitCode: UNIT_CODES[unit],
        ...(facts.kind === 'hotel' || facts.kind === 'building' ? { minPrice: facts.price } : {}),
      },
    };
  }
  if (facts.rating) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: facts.rating.value,
      ratingCount: facts.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/**
 * The JSON-LD script: `<` is written as \u003c, so no text a user gave (a name holding
 * `</script>`) can close the element; the JSON parses to the same strings.
 */
export const jsonLdScript = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;
