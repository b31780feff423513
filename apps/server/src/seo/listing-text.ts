import { typeLabel } from '@rentals/shared';
import type { ListingFacts, PageKind } from './listing-facts';

/** What one unit of a kind's price buys. */
export const priceUnit = (kind: PageKind) =>
  (({ property: 'month', building: 'month', hall: 'hour', hotel: 'night' }) as const)[kind];

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** '$450 a month', 'from $80 a night', '$120 an hour'; null without a price. */
export function priceText(facts: Pick<ListingFacts, 'kind' | 'price'>): string | null {
  if (facts.price === null) return null;
  const unit = priceUnit(facts.kind);
  const from = facts.kind === 'hotel' || facts.kind === 'building' ? 'from ' : '';
  return `${from}${dollars.format(facts.price)} ${unit === 'hour' ? 'an' : 'a'} ${unit}`;
}

/** The heading the listing's page shows (the web app's pages use the same). */
export function listingName(facts: ListingFacts): string {
  const name = facts.name.trim();
  if (name) return name;
  if (facts.kind === 'property') return `${typeLabel(facts.type)} in ${facts.district}`;
  return { hall: 'Hall', hotel: 'Hotel', building: 'Apartment building' }[facts.kind];
}
