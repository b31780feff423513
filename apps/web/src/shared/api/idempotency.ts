import { IDEMPOTENT_PATHS } from '@rentals/shared';

/**
 * Idempotency keys of the creating calls (a rent request, a booking, a new listing...). On a slow
 * network an answer can be lost after the server acted; the same call sent again with the same
 * key gets the first answer instead of creating twice or being told 'requested'. A key lives
 * until its call is answered, so a person's second tap on the same thing reuses it too.
 */
const PATHS = new Set(IDEMPOTENT_PATHS);
/** An unanswered call's key stays this long for the next try of the same thing. */
const KEEP_MS = 10 * 60_000;

const unanswered = new Map<string, { key: string; until: number }>();

export const isIdempotent = (path: string) => PATHS.has(path.split('?')[0]!.replace(/\/$/, ''));

/** What a call asks for: its path and body (a file by name, size and type). */
export function callPrint(path: string, body: unknown): string {
  if (body instanceof FormData) {
    const parts = [...body.entries()].map(([name, value]) =>
      typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.type],
    );
    return `${path}\n${JSON.stringify(parts)}`;
  }
  return `${path}\n${JSON.stringify(body ?? null)}`;
}

/** 128 random bits in hex (crypto.randomUUID needs a secure context; this does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key for this call: the one of the same call still unanswered, else a new one. */
export function keyFor(print: string, now = Date.now()): string {
  const held = unanswered.get(print);
  if (held && held.until > now) return held.key;
  const key = newKey();
  unanswered.set(print, { key, until: now + KEEP_MS });
  return key;
}

/** The call was answered (whatever the answer): the next one like it is a new request. */
export function answered(print: string) {
  unanswered.delete(print);
}

/** Waits before sending again when no answer came: a moment, then longer. */
export const RETRY_AFTER_NETWORK_ERROR_MS = [1_000, 3_000];
/** How many times a call waits for an earlier one with its key still running on the server. */
export const IN_FLIGHT_WAITS = 10;
