import { z } from 'zod';
import { PRICE_BANDS, ROOM_BANDS, type PriceBandId, type RoomBandId } from '../bands';
import { listedTypeOf } from '../categories';
import { LISTED_TYPES } from '../kind-facts';
import { DISTRICTS } from '../locations';
import { SEARCH_TEXT_MAX } from '../search/text';
import { id } from './fields';

/**
 * What a search asks (issue 35), in the page's address (`/search?q=&type=&district=&price=&rooms=`)
 * and in a saved search alike: the text, and the filter bar's choices as the URL holds them (the
 * bands by their ids). An empty value, or 'any', is no filter.
 */
export const searchFields = z.object({
  q: z
    .string()
    .max(SEARCH_TEXT_MAX, { error: `must be at most ${SEARCH_TEXT_MAX} characters` })
    .default(''),
  type: z
    .preprocess(
      (v) => (typeof v === 'string' ? (listedTypeOf(v) ?? v) : v),
      z.union([z.enum(LISTED_TYPES), z.literal('')], { error: 'must be a listing type' }),
    )
    .default(''),
  district: z
    .union([z.enum(DISTRICTS), z.literal('')], { error: 'must be a district of Benaadir' })
    .default(''),
  price: z
    .enum(PRICE_BANDS.map((b) => b.id) as [PriceBandId, ...PriceBandId[]], {
      error: `must be one of ${PRICE_BANDS.map((b) => b.id).join(', ')}`,
    })
    .default('any'),
  rooms: z
    .enum(ROOM_BANDS.map((b) => b.id) as [RoomBandId, ...RoomBandId[]], {
      error: `must be one of ${ROOM_BANDS.map((b) => b.id).join(', ')}`,
    })
    .default('any'),
});
export type SearchFields = z.infer<typeof searchFields>;

/** GET /search: the fields and a page of the keyset-paged answer. */
export const searchQuery = searchFields.extend({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

/** POST /saved-searches: the same fields; a search needs a text or at least one filter. */
export const savedSearchBody = searchFields
  .refine(
    (s) =>
      s.q.trim() !== '' ||
      s.type !== '' ||
      s.district !== '' ||
      s.price !== 'any' ||
      s.rooms !== 'any',
    { error: 'a saved search needs a text or a filter', path: ['q'] },
  )
  .meta({ examples: [{ q: 'guri 3 qol Hodan', price: '150-400' }] });

export const savedSearchIdParams = z.object({ id });
