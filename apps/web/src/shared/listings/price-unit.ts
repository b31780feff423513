import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { KIND_FACTS, type ListingKind, type PriceUnit } from '@rentals/shared';

/** Each unit's word; which unit a kind's price is for is its descriptor's priceUnit. */
const PRICE_UNIT_MESSAGES: Record<PriceUnit, MessageDescriptor> = {
  month: msg({ message: 'month', context: 'price unit' }),
  hour: msg({ message: 'hour', context: 'price unit' }),
  night: msg({ message: 'night', context: 'price unit' }),
};

/** ' / month', shown after a listing's price, in the page's language. */
export const perPriceUnit = (i18n: I18n, kind: ListingKind) =>
  ` / ${i18n._(PRICE_UNIT_MESSAGES[KIND_FACTS[kind].priceUnit])}`;
