import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Deps } from '../deps';
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
 * Invalidation: any successful state-changing /api call (POST, PUT, PATCH, DELETE) except those
 * whose route says `keepsCache` clears it as its answer is sent (onSend: the handler, and so its transaction, has
 * finished), so the caller's next read already misses. A read that was
 * in flight across that moment is not stored (its pending entry went with the rest), so within one process a
 * page is never older than the last write. With Redis, an invalidation is also published to the
 * other instances (cache-peers.ts), so theirs clear a moment later; without it, another
 * instance's first page may lag by at most LIST_CACHE_SECONDS (default 3; 0 turns it off).
 */
export type PublicCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Clears the cache after a write here, and tells whoever listens (the other instances). */
  invalidate(): void;
  /** Clears the cache after a write elsewhere: nobody is told. */
  clear(): void;
  onInvalidate(listener: () => void): void;
  /** entries held, loads in flight included */
  readonly size: number;
  /** their estimated bytes (sizeOf), at most the cap */
  readonly bytes: number;
};

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
};

export function createPublicCache(
  ttlMs: number,
  { maxBytes = 32 * 1024 * 1024, now = () => Date.now() } = {},
): PublicCache {
  const listeners: (() => void)[] = [];
  // The lifetime is checked here, from the answer (lru-cache's ttl would count from the load).
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes });
  const weigh = (key: string, value: unknown) => key.length + ENTRY_BYTES + sizeOf(value);
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && (hit.at === undefined || now() - hit.at < ttlMs)) return hit.value as Promise<T>;
      const value = load();
      // Concurrent misses share one load; a failed load or one overtaken by a write is dropped.
      // The lifetime counts from the answer, so a load slower than the lifetime still serves.
      const pending: Entry = { value };
      entries.set(key, pending, { size: key.length + PENDING_BYTES });
      value.then(
        (answer) => {
          // Cleared by a write while it ran (or evicted): not stored.
          if (entries.peek(key) !== pending) return;
          // A new entry object: lru-cache weighs an entry again only when its value changes.
          entries.set(key, { value, at: now() }, { size: weigh(key, answer) });
        },
        () => {
          if (entries.peek(key) === pending) entries.delete(key);
        },
      );
      return value;
    },
    invalidate() {
      this.clear();
      for (const listener of listeners) listener();
    },
    clear() {
      entries.clear();
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}

const caches = new WeakMap<Deps, PublicCache>();

/** The app's cache of public first pages (one per app, so test apps never share one). */
export function publicCache(deps: Deps): PublicCache {
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
     * The call writes nothing a listing card or count shows, so it keeps the public cache: the
     * filter (a read sent as POST), tracking, favourites and read marks, which come with browsing.
     */
    keepsCache?: boolean;
  }
}

/**
 * Clears the cache as every state-changing call of this scope succeeds. A refused call (4xx, or
 * a 5xx whose transaction rolled back) wrote nothing, so it keeps the cache: otherwise anyone
 * could keep the cache empty with cheap bad requests.
 */
export function registerPublicCacheInvalidation(api: FastifyInstance, deps: Deps) {
  api.addHook('onSend', async (request, reply, payload) => {
    const reads =
      request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    if (!reads && reply.statusCode < 400 && !request.routeOptions.config.keepsCache)
      publicCache(deps).invalidate();
    return payload;
  });
}

/** An answer's JSON, and its compressed copies as they are first asked for. */
type Encoded = { body: string } & Partial<Record<Encoding, Promise<Buffer>>>;
const encoded = new WeakMap<object, Encoded>();

/**
 * Sends `ok(data, extra)` as JSON, serialised and compressed once per `data` object: a cache
 * hit answers the same object, so 50 clients reading one cached first page cost one
 * JSON.stringify and one compression per encoding, not 50 (the bytes are sent already encoded,
 * so http/compression.ts passes them as they are).
 */
export async function sendJson(
  reply: FastifyReply,
  data: object,
  extra?: { next?: string | null },
): Promise<FastifyReply> {
  let entry = encoded.get(data);
  if (entry === undefined) {
    // Through the route's answer schema, like any answer: only its fields leave the server.
    entry = { body: String(reply.serialize(ok(data, extra))) };
    encoded.set(data, entry);
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
