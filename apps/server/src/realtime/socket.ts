import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '@rentals/shared';
import type { Deps } from '../deps';
import { sessionCookieName, userFromSessionToken } from '../modules/auth/sessions';
import { isAdmin } from '../modules/users/service';
import { NOTIFICATION_EVENT, type LiveEvent, type Realtime } from './realtime';
import { connectStreamsAdapter } from './socket-redis';

export const userRoom = (userId: string) => `user:${userId}`;
export const ADMINS_ROOM = 'admins';

type ServerEvents = { [NOTIFICATION_EVENT]: (event: LiveEvent) => void };
type SocketData = { userId: string; admin: boolean };

/**
 * CORS does not apply to WebSockets, so a page on another site could open one with the user's
 * cookie: browsers always send Origin on the handshake, and it must name this host. Clients
 * without Origin are not browsers and still need the session cookie.
 */
export function isSameOrigin(req: IncomingMessage, trustProxy: boolean): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const forwarded = trustProxy ? req.headers['x-forwarded-host'] : undefined;
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  try {
    return new URL(origin).host === (host || req.headers.host);
  } catch {
    return false;
  }
}

/**
 * socket.io on the app's HTTP server (it needs no listening yet): each signed-in tab joins its
 * user's room, admins also `admins`, and the returned Realtime emits to those rooms, across
 * instances through Redis when REDIS_URL is set.
 */
export async function attachSocketServer(app: FastifyInstance, deps: Deps): Promise<Realtime> {
  const { config } = deps;
  const redis = config.redisUrl
    ? await connectStreamsAdapter(config.redisUrl, config.redisPrefix, app.log)
    : undefined;
  const io = new Server<Record<string, never>, ServerEvents, Record<string, never>, SocketData>(
    app.server,
    {
      path: SOCKET_PATH,
      transports: ['websocket'],
      serveClient: false,
      // Clients only listen; nothing they send needs more than the handshake.
      maxHttpBufferSize: 4096,
      allowRequest: (req, answer) => answer(null, isSameOrigin(req, config.trustProxy)),
      ...(redis ? { adapter: redis.adapter } : {}),
    },
  );

  io.use((socket, next) => {
    const token = app.parseCookie(socket.handshake.headers.cookie ?? '')[
      sessionCookieName(app.deps.config)
    ];
    if (!token) return next(new Error('not_authorized'));
    userFromSessionToken(deps.db, token).then(
      (user) => {
        if (!user) return next(new Error('not_authorized'));
        socket.data = { userId: user.id, admin: isAdmin(config, user) };
        next();
      },
      (err: unknown) => {
        app.log.warn({ err }, 'socket handshake: session lookup failed');
        next(new Error('unavailable'));
      },
    );
  });
  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId));
    if (socket.data.admin) void socket.join(ADMINS_ROOM);
  });

  // Calls made in one go are sent together: a run of the same event to several users becomes one
  // broadcast to their rooms (encoded once, one Redis stream entry) instead of one emit per user.
  // Fanning out to 1,000 users (bench/realtime-capacity.ts) that is 1 stream entry instead of
  // 1,000, and a quarter less CPU on one instance. Runs keep their order, and a user met twice
  // starts a new run, so every tab still gets the same events in the same order as before.
  let runs: { key: string; event: LiveEvent; rooms: Set<string> }[] = [];
  const flush = () => {
    const pending = runs;
    runs = [];
    for (const run of pending) {
      try {
        void io.to([...run.rooms]).emit(NOTIFICATION_EVENT, run.event);
      } catch (err) {
        app.log.warn({ err, event: run.event }, 'live notification event failed');
      }
    }
  };
  const toRoom = (room: string, event: LiveEvent) => {
    const key = JSON.stringify(event);
    const last = runs.at(-1);
    if (last && last.key === key && !last.rooms.has(room)) return void last.rooms.add(room);
    if (runs.length === 0) queueMicrotask(flush);
    runs.push({ key, event, rooms: new Set([room]) });
  };

  let closing: Promise<void> | undefined;
  return {
    toUser: (userId, event) => toRoom(userRoom(userId), event),
    toAdmins: (event) => toRoom(ADMINS_ROOM, event),
    close: () =>
      (closing ??= (async () => {
        await io.close();
        await redis?.close();
      })()),
  };
}
