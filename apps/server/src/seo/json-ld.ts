import { typeLabel } from '@rentals/shared';
import { PAGE_FACTS, type ListingFacts } from './listing-facts';
import { listingName, priceText, priceUnit } from './listing-text';

const UNIT_CODES = { month: 'MON', hour: 'HUR', night: 'DAY' } as const;

/**
 * The schema.org description of a listing, for search engines: a hotel is a Hotel (a business,
 * which makes offers); a general property, an apartment building and a hall are both a Product
 * offered for rent and the place they are (Accommodation, ApartmentComplex, EventVenue), since a
 * place alone carries no offer. `url` and `image` are absolute.
 */
export function listingJsonLd(
  facts: ListingFacts,
  url: string,
  image: string | null,
): Record<string, unknown> {
  const place = { property: 'Accommodation', hall: 'EventVenue', building: 'ApartmentComplex' };
  const isHotel = facts.kind === 'hotel';
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': isHotel ? 'Hotel' : ['Product', place[facts.kind as keyof typeof place]],
    name: listingName(facts),
    description: facts.description,
    url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.district,
      addressLocality: 'Mogadishu',
      addressRegion: facts.region,
      addressCountry: 'SO',
    },
  };
  if (!isHotel) data.category = typeLabel(facts.type);
  if (image) data.image = [image];
  if (facts.kind === 'property' && facts.rooms !== null) data.numberOfRooms = facts.rooms;
  if (facts.kind === 'property' && facts.area !== null)
    data.floorSize = { '@type': 'QuantitativeValue', value: facts.area, unitCode: 'MTK' };
  if (facts.price !== null) {
    const offer = {
      '@type': 'Offer',
      url,
      price: facts.price,
      priceCurrency: 'USD',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: facts.price,
        priceCurrency: 'USD',
        unitCode: UNIT_CODES[priceUnit(facts.kind)],
        ...(PAGE_FACTS[facts.kind].priceFrom ? { minPrice: facts.price } : {}),
      },
    };
    if (isHotel) {
      data.makesOffer = offer;
      data.priceRange = priceText(facts);
    } else {
      data.offers = offer;
    }
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
