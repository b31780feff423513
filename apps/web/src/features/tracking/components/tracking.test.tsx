import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, testUser } from '../../../test/render';
import { Tracking } from './tracking';

const SESSION_ID = '9d0f6b1e-2c3a-4b5d-8e7f-001122334455';
type Call = { path: string; body: Record<string, unknown> };

/** A fetch that answers tracking calls like the server, and records what was sent. */
function stubTrackingApi(fail = false) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^\/api/, '');
      calls.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
      if (fail) throw new TypeError('Failed to fetch');
      const data =
        path === '/user-sessions/add' ? { _id: SESSION_ID, sessionId: SESSION_ID } : 'success';
      return new Response(JSON.stringify({ success: true, data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const routes = [{ path: '*', element: <Tracking /> }];
const sent = (calls: Call[], path: string) => calls.filter((c) => c.path === path);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('tracking timers', () => {
  it('records the page at once, registers the session after 10 s and pings every 20 s', async () => {
    const calls = stubTrackingApi();
    renderRoutes({ path: '/privacy', routes, user: testUser });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent(calls, '/page-views/add')).toEqual([
      {
        path: '/page-views/add',
        body: { userId: testUser._id, sessionId: 'no-session-id', url: '/privacy' },
      },
    ]);

    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(sent(calls, '/user-sessions/add')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(sent(calls, '/user-sessions/add')).toEqual([
      { path: '/user-sessions/add', body: { userId: testUser._id } },
    ]);

    await act(() => vi.advanceTimersByTimeAsync(19_900));
    expect(sent(calls, '/user-sessions/update')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    const pings = sent(calls, '/user-sessions/update');
    expect(pings).toHaveLength(2);
    expect(pings[0]!.body).toMatchObject({
      sessionId: SESSION_ID,
      data: { last_time_active: expect.any(String) },
    });
  });

  it('counts a page view on the session for each route change once the session exists', async () => {
    const calls = stubTrackingApi();
    const { router } = renderRoutes({ path: '/', routes, user: testUser });
    await act(() => vi.advanceTimersByTimeAsync(10_100));
    await act(() => router.navigate('/properties/homes?district=Hodan'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent(calls, '/page-views/add').at(-1)!.body).toEqual({
      userId: testUser._id,
      sessionId: SESSION_ID,
      url: '/properties/homes?district=Hodan',
    });
    expect(sent(calls, '/user-sessions/update')).toEqual([
      {
        path: '/user-sessions/update',
        body: { sessionId: SESSION_ID, data: { page_view_count: 1 } },
      },
    ]);
  });

  it("tracks a visitor as 'not-signed' and ignores failures silently", async () => {
    const calls = stubTrackingApi(true);
    const errors = vi.spyOn(console, 'error');
    renderRoutes({ path: '/', routes, user: { ...testUser, _id: '' } });
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(sent(calls, '/page-views/add')[0]!.body).toMatchObject({ userId: 'not-signed' });
    expect(sent(calls, '/user-sessions/add')[0]!.body).toEqual({ userId: 'not-signed' });
    // The registration failed, so there is no session to ping, and nothing was shown or logged.
    expect(sent(calls, '/user-sessions/update')).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
    expect(document.body.textContent).toBe('');
  });

  it('does not record again the page that public/boot.js counted before the app ran', async () => {
    const calls = stubTrackingApi();
    document.documentElement.setAttribute('data-tracked-page-view', '/properties/homes');
    const { router } = renderRoutes({
      path: '/properties/homes',
      routes,
      user: { ...testUser, _id: '' },
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent(calls, '/page-views/add')).toHaveLength(0);
    // Only that first page: the next one the visitor opens is recorded by the app.
    await act(() => router.navigate('/properties/offices'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent(calls, '/page-views/add').map((c) => c.body.url)).toEqual(['/properties/offices']);
    expect(document.documentElement.hasAttribute('data-tracked-page-view')).toBe(false);
  });
});
