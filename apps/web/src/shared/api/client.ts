import {
  API_KEY_HEADER,
  fillPath,
  IDEMPOTENCY_HEADER,
  type AnswerOf,
  type ApiResponse,
  type ApiSuccess,
  type CallInput,
  type DataOf,
  type ErrorCode,
  type RouteContract,
} from '@rentals/shared';
import { getApiKey } from './config';
import {
  answered,
  callPrint,
  IN_FLIGHT_WAITS,
  isIdempotent,
  keyFor,
  RETRY_AFTER_NETWORK_ERROR_MS,
} from './idempotency';
import { uploadEnded, uploadProgressed, uploadStarted } from './upload-progress';
import { xhrTransport } from './xhr-transport';

/**
 * How calls reach the API: the browser's fetch, or, while the server renders a page
 * (app/entry-server.tsx), the server answering in process with the visitor's cookie.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export const setTransport = (next: typeof fetch) => {
  transport = next;
};

/** A failed call. `status` is the HTTP status, or 0 when no answer came back (network error). */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: ErrorCode;

  constructor(status: number, message: string, code?: ErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;

/** A call that got no answer at all (offline, connection dropped): status 0. */
export const networkError = (err: unknown) =>
  new ApiError(0, err instanceof Error ? err.message : String(err));

async function readEnvelope<T>(response: Response): Promise<ApiResponse<T> | undefined> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  try {
    return (await response.json()) as ApiResponse<T>;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a call. A creating call carries an Idempotency-Key (./idempotency) and, since a retry
 * with it cannot create twice, is sent again when no answer comes back (twice, after 1 s and
 * 3 s) and while the server says the first of it is still running (409 with Retry-After).
 */
async function send(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  headers: Headers,
  body: unknown,
  payload: BodyInit | undefined,
  via: typeof fetch = transport,
): Promise<Response> {
  const init = { method, headers, body: payload, credentials: 'include' as const };
  if (method !== 'POST' || !isIdempotent(path)) {
    try {
      return await via(`/api${path}`, init);
    } catch (err) {
      throw networkError(err);
    }
  }
  const print = callPrint(path, body);
  headers.set(IDEMPOTENCY_HEADER, keyFor(print));
  let lost = 0;
  let waited = 0;
  for (;;) {
    let response: Response;
    try {
      response = await via(`/api${path}`, init);
    } catch (err) {
      // Keep the key: the server may have acted, and the next try must find that answer.
      if (lost >= RETRY_AFTER_NETWORK_ERROR_MS.length) throw networkError(err);
      await sleep(RETRY_AFTER_NETWORK_ERROR_MS[lost++]!);
      continue;
    }
    const retryAfter = Number(response.headers.get('retry-after'));
    if (response.status === 409 && retryAfter > 0 && waited++ < IN_FLIGHT_WAITS) {
      await sleep(retryAfter * 1000);
      continue;
    }
    answered(print);
    return response;
  }
}

/**
 * A multipart call, sent by XMLHttpRequest so each picture's progress shows in its form
 * (./upload-progress) while the call runs; the same retries as any call.
 */
async function sendWithProgress(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  headers: Headers,
  body: FormData,
): Promise<Response> {
  const files = [...body.values()].filter((value): value is File => value instanceof File);
  uploadStarted(files);
  const via = xhrTransport((loaded, total) => uploadProgressed(files, loaded, total));
  try {
    return await send(method, path, headers, body, body, via);
  } finally {
    uploadEnded(files);
  }
}

async function request<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiSuccess<T>> {
  const headers = new Headers({ [API_KEY_HEADER]: getApiKey(), Accept: 'application/json' });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const response =
    body instanceof FormData && typeof XMLHttpRequest !== 'undefined'
      ? await sendWithProgress(method, path, headers, body)
      : await send(method, path, headers, body, payload);
  const envelope = await readEnvelope<T>(response);
  if (response.ok && envelope?.success) return envelope;
  if (envelope && !envelope.success) {
    throw new ApiError(
      response.ok ? envelope.status : response.status,
      envelope.message,
      envelope.code,
    );
  }
  throw new ApiError(response.status, response.statusText || String(response.status));
}

/**
 * A POST whose answer is plain text (POST /rentingProperty/rent answers `success` or `error`).
 * The text comes back on a 2xx answer; another status throws, carrying the text (or, when the
 * answer is an envelope, e.g. a missing key or a rate limit, its message) like request does.
 */
async function requestText(path: string, body?: unknown): Promise<string> {
  const headers = new Headers({ [API_KEY_HEADER]: getApiKey(), Accept: 'text/plain' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const response = await send('POST', path, headers, body, payload);
  const envelope = await readEnvelope<unknown>(response.clone());
  if (envelope) {
    if (response.ok && envelope.success) return String(envelope.data);
    if (!envelope.success) {
      throw new ApiError(
        response.ok ? envelope.status : response.status,
        envelope.message,
        envelope.code,
      );
    }
  }
  const text = (await response.text()).trim();
  if (response.ok) return text;
  throw new ApiError(response.status, text || response.statusText || String(response.status));
}

const pageOf = <T>(envelope: ApiSuccess<T[]>): Page<T> => ({
  data: envelope.data,
  next: envelope.next ?? null,
});

/** The product's API: same origin, under /api, with the key header and the session cookie. */
export const api = {
  get: async <T>(path: string) => (await request<T>('GET', path)).data,
  post: async <T>(path: string, body?: unknown) => (await request<T>('POST', path, body)).data,
  /**
   * A POST whose answer carries fields beside `data` (the profile update's `pendingEmail`):
   * the whole envelope.
   */
  postEnvelope: async <T, E extends object>(path: string, body?: unknown) =>
    (await request<T>('POST', path, body)) as ApiSuccess<T> & Partial<E>,
  /** A keyset-paged list: the items and the cursor of the next page (null at the end). */
  getPage: async <T>(path: string) => pageOf(await request<T[]>('GET', path)),
  postPage: async <T>(path: string, body?: unknown) =>
    pageOf(await request<T[]>('POST', path, body)),
  /** A POST answered in plain text, e.g. 'success' or 'error': see requestText. */
  postText: (path: string, body?: unknown) => requestText(path, body),
};

export type Page<T> = { data: T[]; next: string | null };

/** The query string of a call: its defined values, in order. */
function queryOf(query: Record<string, unknown> | undefined): string {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (entries.length === 0) return '';
  return `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}

export type RouteOf<C extends RouteContract> = {
  method: C['method'];
  path: C['path'] | NonNullable<C['aliases']>[number];
};

/**
 * A call described by its contract (packages/shared/src/contract), named by the contract's type:
 * `call<typeof propertyContract.findProperty>({ method: 'GET', path: '/rentingProperty/find/:id' },
 * { params: { id } })`. The method and path must equal the contract's (they are literal types),
 * the input is the contract's input, and the answer its answer schema's output; only types
 * cross from the contract, so no schema reaches the browser's code.
 */
export async function call<C extends RouteContract>(
  route: RouteOf<C>,
  input: CallInput<C>,
): Promise<AnswerOf<C>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const path = `${fillPath(route.path, params)}${queryOf(query)}`;
  return (await request<unknown>(route.method, path, body)) as AnswerOf<C>;
}

/** The `data` of a call's answer, which is all most callers want (see call). */
export const callData = async <C extends RouteContract>(route: RouteOf<C>, input: CallInput<C>) =>
  ((await call<C>(route, input)) as { data: DataOf<C> }).data;

/** What a call sends as its body. */
export type BodyOf<C extends RouteContract> = CallInput<C> extends { body: infer B } ? B : never;

/**
 * A call that sends only a body, as a function of that body (the mutationFn of most POSTs):
 * `bodyCall<typeof reportsContract.addReport>({ method: 'POST', path: '/reports/add' })`.
 */
export const bodyCall =
  <C extends RouteContract>(route: RouteOf<C>) =>
  (body: BodyOf<C>) =>
    callData<C>(route, { body } as CallInput<C>);
