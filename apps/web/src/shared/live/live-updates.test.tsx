import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { EMPTY_USER, type User } from '@rentals/shared';
import { callsTo, fail, ok, stubApi } from '../../test/api-stub';
import { testUser } from '../../test/render';
import { userQueryKey } from '../session/user';
import { NOTIFICATION_EVENT } from '@rentals/shared';
import { LiveUpdates } from './live-updates';
import { UNREAD_COUNT_KEY, useUnreadCount } from './unread-count';

/** socket.io-client as the dynamic import gets it: sockets the test drives by hand. */
const fake = vi.hoisted(() => {
  class FakeSocket {
    readonly handlers = new Map<string, Array<(...args: unknown[]) => void>>();
    active = true;
    disconnected = false;
    connect = () => {
      this.active = true;
    };
    constructor(readonly options: unknown) {}
    on(event: string, handler: (...args: unknown[]) => void) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
      return this;
    }
    /** what the server (or the connection) would make the client emit */
    fire(event: string, ...args: unknown[]) {
      for (const handler of this.handlers.get(event) ?? []) handler(...args);
    }
    disconnect() {
      this.disconnected = true;
      this.active = false;
      return this;
    }
  }
  const sockets: FakeSocket[] = [];
  return { sockets, io: (options: unknown) => sockets[sockets.push(new FakeSocket(options)) - 1] };
});
vi.mock('socket.io-client', () => ({ io: fake.io }));

function UnreadProbe() {
  return <p>unread: {useUnreadCount() ?? '?'}</p>;
}

function renderLive(user: User) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQueryKey, user);
  render(
    <QueryClientProvider client={queryClient}>
      <LiveUpdates />
      {user._id && <UnreadProbe />}
    </QueryClientProvider>,
  );
  return queryClient;
}

const socket = async () => {
  await waitFor(() => expect(fake.sockets).toHaveLength(1));
  return fake.sockets[0]!;
};

beforeEach(() => {
  fake.sockets.length = 0;
});

describe('LiveUpdates', () => {
  it('connects a signed-in user over websocket with the reconnect settings', async () => {
    stubApi({ 'GET /notifications/unread-count': ok({ unread: 0 }) });
    renderLive(testUser);
    expect((await socket()).options).toEqual({
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
  });

  it('refetches the notification queries on each event and each (re)connect, and nothing else', async () => {
    let unread = 0;
    const api = stubApi({
      'GET /notifications/unread-count': () => ok({ unread: unread++ }),
      'GET /users/login/authorization': ok(testUser),
    });
    renderLive(testUser);
    const live = await socket();
    await screen.findByText('unread: 0');

    act(() => live.fire('connect'));
    await screen.findByText('unread: 1');
    act(() => live.fire(NOTIFICATION_EVENT, { type: 'rent-request', about: 'p1' }));
    await screen.findByText('unread: 2');
    act(() => live.fire('connect'));
    await screen.findByText('unread: 3');
    expect(callsTo(api, 'GET /notifications/unread-count')).toHaveLength(4);
    expect(callsTo(api, 'GET /users/login/authorization')).toHaveLength(0);
  });

  it('reads a notification query again when an event comes during its first read', async () => {
    // The page's first read of the inbox left before a request was cancelled and answers the
    // old list; the cancellation's event comes meanwhile. The answer in flight must not be the
    // last word (TanStack does not refetch a query with no data yet when it is invalidated).
    let release!: () => void;
    let unread = 5;
    const api = stubApi({
      'GET /notifications/unread-count': () => {
        const answer = ok({ unread: unread-- });
        if (callsTo(api, 'GET /notifications/unread-count').length > 1) return answer;
        return new Promise((resolve) => (release = () => resolve(answer)));
      },
    });
    renderLive(testUser);
    const live = await socket();
    await waitFor(() => expect(callsTo(api, 'GET /notifications/unread-count')).toHaveLength(1));
    act(() => live.fire(NOTIFICATION_EVENT, { type: 'rent-request', about: 'p1' }));
    act(() => release());
    await screen.findByText('unread: 4');
    expect(callsTo(api, 'GET /notifications/unread-count')).toHaveLength(2);
  });

  it('opens nothing for visitors', async () => {
    const api = stubApi({});
    renderLive(EMPTY_USER);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.sockets).toHaveLength(0);
    expect(api).not.toHaveBeenCalled();
  });

  it("closes on sign-out and forgets the user's notification data", async () => {
    stubApi({ 'GET /notifications/unread-count': ok({ unread: 4 }) });
    const queryClient = renderLive(testUser);
    const live = await socket();
    await waitFor(() => expect(queryClient.getQueryData(UNREAD_COUNT_KEY)).toEqual({ unread: 4 }));

    act(() => queryClient.setQueryData(userQueryKey, EMPTY_USER));
    await waitFor(() => expect(live.disconnected).toBe(true));
    expect(queryClient.getQueryData(UNREAD_COUNT_KEY)).toBeUndefined();
  });

  // A dropped connection stays active and socket.io retries it; a refusal by the server (its
  // middleware, or a disconnect on its side) leaves the socket inactive, as socket.io does.
  it.each([
    {
      how: 'refuses the socket',
      event: 'connect_error',
      dropped: new Error('websocket error'),
      refused: new Error('not_authorized'),
    },
    {
      how: 'ends the socket with its session',
      event: 'disconnect',
      dropped: 'transport close',
      refused: 'io server disconnect',
    },
  ])(
    'asks for the session again when the server $how, and closes once signed out',
    async ({ event, dropped, refused }) => {
      const api = stubApi({
        'GET /notifications/unread-count': ok({ unread: 0 }),
        'GET /users/login/authorization': fail(401, 'not authorized'),
      });
      const queryClient = renderLive(testUser);
      const live = await socket();
      act(() => live.fire(event, dropped));
      expect(callsTo(api, 'GET /users/login/authorization')).toHaveLength(0);

      live.active = false;
      act(() => live.fire(event, refused));
      await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toEqual(EMPTY_USER));
      expect(live.disconnected).toBe(true);
    },
  );
});
