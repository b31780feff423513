import { typeLabel } from '@rentals/shared';
import { PAGE_FACTS, type ListingFacts, type PageKind } from './listing-facts';

/** What one unit of a kind's price buys. */
export const priceUnit = (kind: PageKind) => PAGE_FACTS[kind].priceUnit;

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** '$450 a month', 'from $80 a night', '$120 an hour'; null without a price. */
export function priceText(facts: Pick<ListingFacts, 'kind' | 'price'>): string | null {
  if (facts.price === null) return null;
  const unit = priceUnit(facts.kind);
  const from = PAGE_FACTS[facts.kind].priceFrom ? 'from ' : '';
  return `${from}${dollars.format(facts.price)} ${unit === 'hour' ? 'an' : 'a'} ${unit}`;
}

/** The heading the listing's page shows (the web app's pages use the same). */
export function listingName(facts: ListingFacts): string {
  const name = facts.name.trim();
  if (name) return name;
  if (facts.kind === 'property') return `${typeLabel(facts.type)} in ${facts.district}`;
  return { hall: 'Hall', hotel: 'Hotel', building: 'Apartment building' }[facts.kind];
}
