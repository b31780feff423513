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

export { listingTitle, typeLabel } from '@rentals/shared';
