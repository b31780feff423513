import { vi } from 'vitest';
import { stubApi } from './api-stub';

/** A plain-text answer (not an envelope), as POST /rentingProperty/rent gives 'success'/'error'. */
export class TextReply {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {}
}

export const textReply = (body: string, status = 200) => new TextReply(status, body);

type TextRoute = TextReply | (() => TextReply | Promise<TextReply>);

/**
 * stubApi, plus routes answering plain text. The returned mock records every call, so callsTo
 * and jsonSentTo work on both kinds of route.
 */
export function stubApiWithText(
  routes: Parameters<typeof stubApi>[0],
  textRoutes: Record<string, TextRoute>,
) {
  const json = stubApi(routes);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = textRoutes[`${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`];
    if (!route) return json(input, init);
    const reply = typeof route === 'function' ? await route() : route;
    return new Response(reply.body, {
      status: reply.status,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
