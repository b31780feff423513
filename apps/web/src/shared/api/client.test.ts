import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './client';

type Sent = { url: string; key: string | null };
type Answer = Response | 'lost';

/** A fetch that answers each call with the next scripted answer ('lost': no answer comes back). */
function scriptFetch(answers: Answer[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        key: new Headers(init?.headers).get('idempotency-key'),
      });
      const answer = answers.shift();
      if (!answer || answer === 'lost') throw new TypeError('Failed to fetch');
      return answer;
    }),
  );
  return sent;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const ok = (data: unknown) => json(200, { success: true, data });
const request = { propertyId: '0b3c4d5e-1111-4222-8333-944455566677' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('creating calls on a network that loses answers', () => {
  it('sends the call again with the same key when no answer came, and returns the answer', async () => {
    const sent = scriptFetch(['lost', 'lost', ok('success')]);
    const result = api.post('/rentingProperty/renting-request', request);
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(result).resolves.toBe('success');
    expect(sent).toHaveLength(3);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
  });

  it('gives up after three tries, and the next try of the same request keeps its key', async () => {
    const sent = scriptFetch(['lost', 'lost', 'lost', ok('success')]);
    const first = api.post('/rentingProperty/renting-request', request).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4_000);
    const error = await first;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    // The person taps Reserve again: the server may have acted on the lost one, so same key.
    await expect(api.post('/rentingProperty/renting-request', request)).resolves.toBe('success');
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
    // Answered: another request later is a new one.
    scriptFetch([ok('requested')]);
    await api.post('/rentingProperty/renting-request', request);
    const next = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(new Headers(next.headers).get('idempotency-key')).not.toBe(sent[0]!.key);
  });

  it('waits while the first of it is still running on the server, then takes its answer', async () => {
    const busy = () =>
      json(409, { success: false, status: 409, message: 'still running' }, { 'retry-after': '1' });
    const sent = scriptFetch([busy(), busy(), ok('success')]);
    const result = api.post('/hallEvents/rent', { date: '2026-12-01' });
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toBe('success');
    expect(sent).toHaveLength(3);
  });

  it('sends no key, and never again, for other calls', async () => {
    const sent = scriptFetch(['lost', ok('done')]);
    const error = await api.post('/rentingProperty/cancel-request', request).catch((e) => e);
    expect((error as ApiError).status).toBe(0);
    expect(sent).toEqual([{ url: '/api/rentingProperty/cancel-request', key: null }]);
    // A refusal is an answer like any other: not sent again.
    scriptFetch([json(409, { success: false, status: 409, message: 'in process' })]);
    await expect(api.post('/rentingProperty/renting-request', request)).rejects.toThrow(
      'in process',
    );
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
  });
});
