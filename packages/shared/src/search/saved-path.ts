/** A saved search's fields as its results' address reads them ('any' bands and '' left out). */
export type SavedSearchFields = {
  q: string;
  type: string;
  district: string;
  price: string;
  rooms: string;
};

/** The path of a saved search's results: My account links it, the alert digests send it. */
export function savedSearchPath(search: SavedSearchFields): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.type) params.set('type', search.type);
  if (search.district) params.set('district', search.district);
  if (search.price !== 'any') params.set('price', search.price);
  if (search.rooms !== 'any') params.set('rooms', search.rooms);
  return `/search?${params.toString()}`;
}
