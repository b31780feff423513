import { z } from 'zod';
import { PRICE_BANDS, ROOM_BANDS } from '../bands';
import { LISTED_TYPES } from '../kind-facts';
import { DISTRICTS } from '../locations';
import { idAnswer, instantAnswer } from './common';
import { listingSummaryAnswer } from './listings';

/** What the server read in a search text (issue 35): the page says 'in Hodan, 3 rooms'. */
export const searchReadingAnswer = z
  .object({
    text: z.string(),
    words: z.array(z.string()),
    district: z.enum(DISTRICTS).optional(),
    type: z.enum(LISTED_TYPES).optional(),
    rooms: z.number().int().optional(),
    guests: z.number().int().optional(),
    price: z.number().int().optional(),
  })
  .meta({ id: 'SearchReading' });

/** A page of GET /search: cards like the lists, and when a first page is empty, what is near. */
export const searchExtras = {
  next: z.string().nullable(),
  reading: searchReadingAnswer,
  /** on an empty first page: the known spellings nearest to the text ('did you mean') */
  suggestions: z.array(z.string()),
  /** on an empty first page: the listings that match some of the words, or the nearest spelling */
  closest: z.array(listingSummaryAnswer),
};

/** One saved search as its owner sees it in My account. */
export const savedSearchAnswer = z
  .object({
    _id: idAnswer,
    q: z.string(),
    // One enum with '' (any), not a union: the answer's compiled serialiser takes no branching.
    type: z.enum(['', ...LISTED_TYPES]),
    district: z.enum(['', ...DISTRICTS]),
    price: z.enum(PRICE_BANDS.map((b) => b.id) as [string, ...string[]]),
    rooms: z.enum(ROOM_BANDS.map((b) => b.id) as [string, ...string[]]),
    paused: z.boolean(),
    created_date: instantAnswer,
    /** when its owner was last told of matches (at most once a day), null until then */
    alerted_date: instantAnswer.nullable(),
  })
  .meta({ id: 'SavedSearch' });

export type SavedSearch = z.output<typeof savedSearchAnswer>;
