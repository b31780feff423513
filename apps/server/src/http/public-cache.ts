import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config';
import { acceptedEncoding, compressBody, COMPRESS_THRESHOLD, type Encoding } from './compression';
import { ok } from './envelope';

/**
 * A short-lived cache of what every visitor sees alike: the first page of the home grid, of each
 * category and of each filter, the category counts, a listing's details and page facts, and the
 * server-rendered pages of visitors (issue 8 load benchmark: the lists keep their throughput when
 * 50 clients ask for the same first page). Deeper pages (with a cursor) are not cached; they are
 * index range scans anyway.
 *
 * Bounded by bytes, not entries (issue 20): anyone can ask for pages nobody else will, so the least
 * recently used entries give way once the estimated size of all of them reaches PUBLIC_CACHE_MB
 * (sizeOf); a rendered page is a hundred times a count's size, so an entry count bounds nothing.
 *
 * Invalidation by what changed (issue 20): every entry says which areas of data it was read from
 * (CACHE_AREAS: the listings themselves, or the bookings of halls and hotels), and every
 * successful state-changing /api call (POST, PUT, PATCH, DELETE) clears the areas its route says
 * it `changes` (all of them when it says nothing) as its answer is sent (onSend: the handler, and
 * so its transaction, has finished), so the caller's next read already misses. A hall booking
 * leaves the houses' grid be; a sign-in or a favourite clears nothing. A read that was in flight
 * across that moment is not stored, so within one process an entry is never older than the last
 * write to its areas. With Redis, an invalidation is also published to the other instances
 * (cache-peers.ts), so theirs clear a moment later; without it, another instance's entry may lag
 * by at most LIST_CACHE_SECONDS (default 3; 0 turns it off).
 */
export type PublicCache = {
  /** The answer kept under `key`, or `load`'s, kept until its lifetime ends or `areas` change. */
  get<T>(key: string, load: () => Promise<T>, areas?: readonly CacheArea[]): Promise<T>;
  /** Clears the areas after a write here, and tells whoever listens (the other instances). */
  invalidate(areas?: readonly CacheArea[]): void;
  /** Clears the areas after a write elsewhere: nobody is told. */
  clear(areas?: readonly CacheArea[]): void;
  onInvalidate(listener: (areas: readonly CacheArea[]) => void): void;
  /** Whether a get of `key` now would be answered from the cache. */
  has(key: string): boolean;
  /** entries held, loads in flight included */
  readonly size: number;
  /** their estimated bytes (sizeOf), at most the cap */
  readonly bytes: number;
};

/**
 * What a cached answer is read from, and so what a write can make stale: `listings` is every
 * listing's own data (its row, details, rooms and pictures, its ratings, its owner's card, its
 * verification); `bookings` is who holds a hall or a hotel room when (hall events, hotel
 * reservations), which only calendars and availability show.
 */
export const CACHE_AREAS = ['listings', 'bookings'] as const;
export type CacheArea = (typeof CACHE_AREAS)[number];

/** A load in flight: its key, promise and callers, before its answer can be weighed. */
const PENDING_BYTES = 512;
/** What an entry costs besides its value: the key's slot, the promise and the bookkeeping. */
const ENTRY_BYTES = 256;

/** A string's bytes in V8: one a character when all are Latin-1, else two. */
const stringBytes = (text: string) => (/[^\x20-\xff\n\r\t]/.test(text) ? 2 : 1) * text.length;

/**
 * The estimated heap bytes of a cached answer. A rendered page is its two strings and its
 * answers; any other
 * answer three times its JSON: the objects such data takes in the heap are about twice its text,
 * and sendJson keeps the serialised answer beside a cached object while it lives.
 */
export function sizeOf(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'string') return stringBytes(value);
  const page = value as { root?: unknown; stateScript?: unknown; answers?: unknown };
  if (typeof page.root === 'string' && typeof page.stateScript === 'string') {
    // and the answers it was rendered from (http/page-render.ts), kept beside it
    let answers = 0;
    if (page.answers instanceof Map)
      for (const body of page.answers.values()) answers += (body as Buffer).length;
    return stringBytes(page.root) + stringBytes(page.stateScript) + answers;
  }
  try {
    return 3 * stringBytes(JSON.stringify(value) ?? '');
  } catch {
    return PENDING_BYTES;
  }
}

type Entry = {
  /** when the load answered; undefined while it runs (callers then share it) */
  at?: number;
  value: Promise<unknown>;
  areas: readonly CacheArea[];
  /** the generation of each of its areas when its load began */
  seen: readonly number[];
};

export function createPublicCache(
  ttlMs: number,
  { maxBytes = 32 * 1024 * 1024, now = () => Date.now() } = {},
): PublicCache {
  const listeners: ((areas: readonly CacheArea[]) => void)[] = [];
  // The lifetime is checked here, from the answer (lru-cache's ttl would count from the load).
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes });
  const weigh = (key: string, value: unknown) => key.length + ENTRY_BYTES + sizeOf(value);
  // Clearing an area moves its generation on: an entry read before is then stale, found so when
  // next asked for (or evicted first), without a walk over every entry at each write.
  const generation: Record<CacheArea, number> = { listings: 0, bookings: 0 };
  const current = (entry: Entry) => entry.areas.every((a, i) => generation[a] === entry.seen[i]);
  const live = (entry: Entry) =>
    current(entry) && (entry.at === undefined || now() - entry.at < ttlMs);
  return {
    get<T>(key: string, load: () => Promise<T>, areas: readonly CacheArea[] = CACHE_AREAS) {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && live(hit)) return hit.value as Promise<T>;
      const value = load();
      // Concurrent misses share one load; a failed load or one overtaken by a write is dropped.
      // The lifetime counts from the answer, so a load slower than the lifetime still serves.
      const pending: Entry = { value, areas, seen: areas.map((a) => generation[a]) };
      entries.set(key, pending, { size: key.length + PENDING_BYTES });
      value.then(
        (answer) => {
          // Overtaken by a write to its areas while it ran (or evicted): not stored.
          if (entries.peek(key) !== pending) return;
          if (!current(pending)) return void entries.delete(key);
          // A new entry object: lru-cache weighs an entry again only when its value changes.
          entries.set(key, { ...pending, at: now() }, { size: weigh(key, answer) });
        },
        () => {
          if (entries.peek(key) === pending) entries.delete(key);
        },
      );
      return value;
    },
    invalidate(areas: readonly CacheArea[] = CACHE_AREAS) {
      this.clear(areas);
      for (const listener of listeners) listener(areas);
    },
    clear(areas: readonly CacheArea[] = CACHE_AREAS) {
      if (areas.length === CACHE_AREAS.length) entries.clear();
      for (const area of areas) generation[area] += 1;
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    has(key) {
      const entry = entries.peek(key);
      return ttlMs > 0 && entry !== undefined && live(entry);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}

/** Whose cache it is: the app's deps (one object per app), with the cache's settings. */
type CacheOwner = { readonly config: Pick<Config, 'listCacheSeconds' | 'publicCacheMb'> };

const caches = new WeakMap<CacheOwner, PublicCache>();

/** The app's cache of public first pages (one per app, so test apps never share one). */
export function publicCache(deps: CacheOwner): PublicCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = createPublicCache(deps.config.listCacheSeconds * 1000, {
      maxBytes: deps.config.publicCacheMb * 1024 * 1024,
    });
    caches.set(deps, cache);
  }
  return cache;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the call can change of what the public cache keeps (absent: everything). `[]` for
     * the calls that write nothing a visitor sees: the filter (a read sent as POST), tracking,
     * favourites, read marks, signing in; `['bookings']` for hall events and hotel reservations.
     */
    changes?: readonly CacheArea[];
  }
}

const writes = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * Clears what each state-changing call of this scope changes as it succeeds. A refused call
 * (4xx, or a 5xx whose transaction rolled back) wrote nothing, so it keeps the cache: otherwise
 * anyone could keep the cache empty with cheap bad requests.
 */
export function registerPublicCacheInvalidation(api: FastifyInstance, deps: CacheOwner) {
  api.addHook('onSend', async (request, reply, payload) => {
    const { changes = CACHE_AREAS } = request.routeOptions.config;
    if (writes(request.method) && reply.statusCode < 400 && changes.length > 0)
      publicCache(deps).invalidate(changes);
    return payload;
  });
}

/**
 * Says, for every state-changing route registered in this plugin from now on that does not say
 * so itself, that it changes only `areas` of the public cache.
 */
export function routesChange(scope: FastifyInstance, areas: readonly CacheArea[]) {
  scope.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some(writes) || route.config?.changes !== undefined) return;
    route.config = { ...route.config, changes: areas };
  });
}

/** An answer's JSON, and its compressed copies as they are first asked for. */
type Encoded = { body: string | Buffer } & Partial<Record<Encoding, Promise<Buffer>>>;
const encoded = new WeakMap<object, Encoded>();

/**
 * Sends `ok(data, extra)` as JSON, serialised and compressed once per `data` object: a cache
 * hit answers the same object, so 50 clients reading one cached first page cost one
 * JSON.stringify and one compression per encoding, not 50 (the bytes are sent already encoded,
 * so http/compression.ts passes them as they are).
 */
export function sendJson(
  reply: FastifyReply,
  data: object,
  extra?: { next?: string | null } & object,
): Promise<FastifyReply> {
  // Through the route's answer schema, like any answer: only its fields leave the server.
  return sendEncoded(reply, data, () => String(reply.serialize(ok(data, extra))));
}

/** A page of cards whose JSON PostgreSQL built (listings/card.ts cardJson). */
export type CardPage = { cards: string[]; next: string | null };

/**
 * Sends a page of cards as `ok(cards, { next, ...more })` would be serialised, joining the cards'
 * JSON as it came from the database: once per page object, as sendJson does. `more` holds
 * further fields beside `next` as JSON texts, in the answer schema's order (a search's reading,
 * suggestions and closest cards).
 */
export function sendCards(
  reply: FastifyReply,
  page: CardPage,
  more: () => Record<string, string> = () => ({}),
): Promise<FastifyReply> {
  return sendEncoded(reply, page, () => {
    const fields = Object.entries(more()).map(([name, json]) => `,${JSON.stringify(name)}:${json}`);
    return cardsBody(page, `],"next":${JSON.stringify(page.next)}${fields.join('')}}`);
  });
}

const CARDS_HEAD = '{"success":true,"data":[';
const COMMA = 0x2c;

/**
 * The page's JSON written straight into one buffer, card by card. Joined into one string, each
 * page was copied three times on the way out (the join, the flattening to measure it, the
 * encoding to send it): a third of what a search request allocated, and the young generation's
 * collections that stop every request in flight grew with it (issue 35).
 */
function cardsBody(page: CardPage, tail: string): Buffer {
  let size = CARDS_HEAD.length + Buffer.byteLength(tail) + Math.max(0, page.cards.length - 1);
  for (const card of page.cards) size += Buffer.byteLength(card);
  const body = Buffer.allocUnsafe(size);
  let at = body.write(CARDS_HEAD, 0, 'latin1');
  for (const [i, card] of page.cards.entries()) {
    if (i > 0) body[at++] = COMMA;
    at += body.write(card, at);
  }
  body.write(tail, at);
  return body;
}

async function sendEncoded(
  reply: FastifyReply,
  key: object,
  body: () => string | Buffer,
): Promise<FastifyReply> {
  let entry = encoded.get(key);
  if (entry === undefined) {
    entry = { body: body() };
    encoded.set(key, entry);
  }
  reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(entry.body) < COMPRESS_THRESHOLD)
    return reply.send(entry.body);
  const compressed = (entry[encoding] ??= compressBody(entry.body, encoding));
  compressed.catch(() => {
    if (entry[encoding] === compressed) delete entry[encoding];
  });
  const bytes = await compressed;
  const vary = reply.getHeader('vary');
  if (!/accept-encoding/i.test(String(vary ?? '')))
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  return reply.header('content-encoding', encoding).send(bytes);
}
