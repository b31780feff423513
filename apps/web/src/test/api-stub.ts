import type { ErrorCode } from '@rentals/shared';
import { vi } from 'vitest';

/** An answer with an HTTP status other than 200, or a body that is not an envelope. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** The envelope of a successful call. */
export const ok = (data: unknown, next?: string | null) =>
  next === undefined ? { success: true, data } : { success: true, data, next };

/** A failed call as the server answers it: status and message in the envelope. */
export const fail = (status: number, message: string, code?: ErrorCode) =>
  new Reply(status, { success: false, status, message, ...(code ? { code } : {}) });

type Answer = unknown | Reply;

/**
 * A fetch stub answering by route: keys are 'METHOD /path' without /api and without the query,
 * e.g. 'GET /users/properties'. A value is the body of a 200 answer (see ok), a Reply, or a
 * function of the request giving either (or a promise of it, to hold an answer back). Unknown
 * routes answer 404, so a stray call shows up.
 */
type Route = Answer | ((url: URL, init?: RequestInit) => Answer | Promise<Answer>);

export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const route = routes[key];
    const answer: unknown = typeof route === 'function' ? await route(url, init) : route;
    const reply =
      answer === undefined
        ? new Reply(404, { success: false, status: 404, message: `no stub for ${key}` })
        : answer instanceof Reply
          ? answer
          : new Reply(200, answer);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof stubApi>;

/** The calls made to one route ('POST /reports/add'), each with its URL and request init. */
export function callsTo(mock: FetchMock, route: string) {
  const [method, path] = route.split(' ') as [string, string];
  return mock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(
      ({ url, init }) =>
        (init?.method ?? 'GET') === method && url.pathname.replace(/^\/api/, '') === path,
    );
}

/** The JSON body of the n-th call to a route. */
export function jsonSentTo(mock: FetchMock, route: string, n = 0): unknown {
  const call = callsTo(mock, route)[n];
  if (!call) throw new Error(`no call to ${route}`);
  return JSON.parse(String(call.init?.body));
}

/** The multipart body of the n-th call to a route. */
export function formSentTo(mock: FetchMock, route: string, n = 0): FormData {
  const body = callsTo(mock, route)[n]?.init?.body;
  if (!(body instanceof FormData)) throw new Error(`no multipart call to ${route}`);
  return body;
}

/**
 * The text parts of a multipart body by name (files left out), to check the fields a form sent in
 * one `toMatchObject`, which names every field that differs.
 */
export const textParts = (body: FormData): Record<string, string> =>
  Object.fromEntries(
    [...body.entries()].filter((part): part is [string, string] => typeof part[1] === 'string'),
  );

/** jsdom has no object URLs: previews get a fake one per file (harmless to leave in place). */
export function stubObjectUrls() {
  let n = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: () => `blob:test/${++n}`,
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: () => undefined,
  });
}

/** A small picture file for upload tests. */
export const pictureFile = (name: string, type = 'image/jpeg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type });
