import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { countOf } from '@rentals/shared';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A monthly price as shown on cards and details: '$1,200'; null when the listing has none. */
export const formatPrice = (price: number | null): string | null =>
  price === null ? null : dollars.format(price);

/** '1 room', '4 rooms'. */
export const formatRooms = (rooms: number) => countOf(rooms, 'room', 'rooms');

/** '1 room', '4 rooms' in the page's language. */
export const roomsText = (i18n: I18n, rooms: number): string =>
  i18n._(msg`${plural(rooms, { one: '# room', other: '# rooms' })}`);

export { listingTitle, typeLabel } from '@rentals/shared';
