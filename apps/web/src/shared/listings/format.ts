const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A monthly price as shown on cards and details: '$1,200'; null when the listing has none. */
export const formatPrice = (price: number | null): string | null =>
  price === null ? null : dollars.format(price);

/** '1 room', '4 rooms'. */
export const formatRooms = (rooms: number) => `${rooms} ${rooms === 1 ? 'room' : 'rooms'}`;

/** Stored types mix cases ('office', 'business'): shown with a capital. */
export const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** The heading of a listing: its name, else its type and district. */
export const listingTitle = (listing: {
  name: string;
  type: string;
  location: { district: string };
}) => listing.name.trim() || `${typeLabel(listing.type)} in ${listing.location.district}`;
