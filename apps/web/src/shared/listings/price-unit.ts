import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListingKind } from '@rentals/shared';

/** What a listing's price is for: a month of a property, an hour of a hall, a night of a hotel. */
const PRICE_UNIT: Record<ListingKind, MessageDescriptor> = {
  Property: msg({ message: 'month', context: 'price unit' }),
  Apartment: msg({ message: 'month', context: 'price unit' }),
  Hall: msg({ message: 'hour', context: 'price unit' }),
  Hotel: msg({ message: 'night', context: 'price unit' }),
};

/** ' / month', shown after a listing's price, in the page's language. */
export const perPriceUnit = (i18n: I18n, kind: ListingKind) => ` / ${i18n._(PRICE_UNIT[kind])}`;
