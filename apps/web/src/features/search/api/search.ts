import type { ListingSummary, SearchFields, SearchReading, searchContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { listingPagesOptions } from '../../../shared/listings/listing-pages';

type Search = typeof searchContract.search;

/** A page of GET /search: its cards, the next cursor, and on an empty first page what is near. */
export type SearchPage = {
  data: ListingSummary[];
  next: string | null;
  /** what the server read the text as (the district, type and numbers it names) */
  reading: SearchReading;
  suggestions: string[];
  closest: ListingSummary[];
};

/** The search the page's address holds: `?q=&type=&district=&price=&rooms=`. */
export function readSearchFields(params: URLSearchParams): SearchFields {
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    type: (params.get('type') ?? '') as SearchFields['type'],
    district: (params.get('district') ?? '') as SearchFields['district'],
    price: (params.get('price') ?? 'any') as SearchFields['price'],
    rooms: (params.get('rooms') ?? 'any') as SearchFields['rooms'],
  };
}

/** The query of a search: only the fields that say something, as the address writes them. */
const queryOf = (fields: SearchFields, cursor: string | null) => ({
  ...(fields.q ? { q: fields.q } : {}),
  ...(fields.type ? { type: fields.type } : {}),
  ...(fields.district ? { district: fields.district } : {}),
  ...(fields.price !== 'any' ? { price: fields.price } : {}),
  ...(fields.rooms !== 'any' ? { rooms: fields.rooms } : {}),
  ...(cursor ? { cursor } : {}),
});

export async function fetchSearchPage(
  fields: SearchFields,
  cursor: string | null,
): Promise<SearchPage> {
  const answer = await call<Search>(
    { method: 'GET', path: '/search' },
    { query: queryOf(fields, cursor) },
  );
  return {
    data: answer.data,
    next: answer.next,
    reading: answer.reading,
    suggestions: answer.suggestions,
    closest: answer.closest,
  };
}

/** The search's pages, under ['listings'] so a write to any listing refreshes them. */
export const searchOptions = (fields: SearchFields) =>
  listingPagesOptions([...listingKeys.all, 'search', fields], (cursor) =>
    fetchSearchPage(fields, cursor),
  );
