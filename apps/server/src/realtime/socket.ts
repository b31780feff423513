import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { SOCKET_PATH } from '@rentals/shared';
import type { Config } from '../config';
import { sessionCookieName } from '../http/session-cookie';
import {
  clientAddressOf,
  fromTrustedProxy,
  trustFunction,
  type TrustFunction,
} from '../client-address';
import {
  connectedPacket,
  connectErrorPacket,
  DISCONNECT,
  eventPacket,
  MAX_PAYLOAD,
  newSid,
  openPacket,
  parseClientPacket,
  PING,
  PING_INTERVAL_MS,
} from './protocol';
import { NOTIFICATION_EVENT, type LiveEvent, type Realtime } from './realtime';
import { connectStreamRelay, type Broadcast } from './socket-redis';

export const userRoom = (userId: string) => `user:${userId}`;
export const ADMINS_ROOM = 'admins';
/** The tabs of one session, so that ending the session can close them. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Who a session token names, as the socket needs it: null for none (or an ended session). */
export type SocketIdentity = (
  token: string,
) => Promise<{ userId: string; sessionId: string; admin: boolean } | null>;

/**
 * CORS does not apply to WebSockets, so a page on another site could open one with the user's
 * cookie: browsers always send Origin on the handshake, and it must name this host. Clients
 * without Origin are not browsers and still need the session cookie.
 */
export function isSameOrigin(req: IncomingMessage, trust: TrustFunction | false): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  // The forwarded host only from a trusted proxy, its last entry (the nearest's), as Fastify.
  const forwarded = fromTrustedProxy(req, trust) ? req.headers['x-forwarded-host'] : undefined;
  const host = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded)?.split(',').at(-1)?.trim();
  try {
    return new URL(origin).host === (host || req.headers.host);
  } catch {
    return false;
  }
}

/** One open tab: who it is (or why it is refused), and where it is in the heartbeat. */
class Tab {
  joined = false;
  pinged = false;
  owesPong = false;
  constructor(
    readonly rooms: readonly string[],
    readonly refusal: string | null,
    /** the session it counts for (none for a refused tab) */
    readonly sessionId: string | null = null,
  ) {}
}

/** Answers an upgrade we will not take with a bare HTTP status, as engine.io did. */
function refuseUpgrade(socket: Duplex, status: 400 | 403 | 404 | 429) {
  const text = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests' }[
    status
  ];
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
function destroyOnError(this: Duplex) {
  this.destroy();
}

/**
 * The live socket on the app's HTTP server (it needs no listening yet), speaking the socket.io
 * protocol to socket.io-client over plain `ws` (see protocol.ts): each signed-in tab joins its
 * user's room, admins also `admins`, and the returned Realtime sends to those rooms, across
 * instances through a Redis stream when REDIS_URL is set.
 *
 * Not the socket.io server: it kept three event emitters, a handshake copy and per-socket timers
 * for each tab, 10.6 KB of heap a socket against 2.6 KB for the WebSocket itself
 * (docs/PERFORMANCE.md), and these tabs only ever listen. Here a tab is its WebSocket, a small
 * Tab record and its entries in the room sets; listeners are shared and one timer pings all.
 * `identity` resolves a handshake's session (the composition root passes modules/auth's);
 * `pingIntervalMs` is shorter only in tests.
 */
export async function attachSocketServer(
  app: FastifyInstance,
  config: Pick<
    Config,
    | 'env'
    | 'trustProxy'
    | 'redisUrl'
    | 'redisPrefix'
    | 'socketsPerSession'
    | 'socketUpgradesPerMinute'
  >,
  {
    identity,
    pingIntervalMs = PING_INTERVAL_MS,
  }: { identity: SocketIdentity; pingIntervalMs?: number },
): Promise<Realtime> {
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: MAX_PAYLOAD,
  });
  let closing: Promise<void> | undefined;
  const trust = trustFunction(config.trustProxy);
  const tabs = new Map<WebSocket, Tab>();
  /** Open tabs of each session on this instance, against one session opening hundreds. */
  const sessionTabs = new Map<string, number>();
  /** Upgrade attempts of each client address in the current minute (this instance's). */
  let upgradesThisMinute = new Map<string, number>();
  const minute = setInterval(() => (upgradesThisMinute = new Map()), 60_000).unref();
  const rooms = new Map<string, Set<WebSocket>>();

  const join = (ws: WebSocket, tab: Tab) => {
    tab.joined = true;
    for (const room of tab.rooms) {
      let members = rooms.get(room);
      if (!members) rooms.set(room, (members = new Set()));
      members.add(ws);
    }
  };
  function onMessage(this: WebSocket, data: RawData, isBinary: boolean) {
    const tab = tabs.get(this);
    if (!tab || isBinary) return;
    const packet = parseClientPacket(data.toString());
    if (packet.kind === 'pong') tab.owesPong = false;
    else if (packet.kind === 'leave') this.close();
    else if (packet.kind === 'connect') {
      if (packet.namespace !== '/') {
        this.send(connectErrorPacket('Invalid namespace', packet.namespace));
      } else if (tab.refusal) {
        this.send(connectErrorPacket(tab.refusal));
        this.close();
      } else {
        if (!tab.joined) join(this, tab);
        this.send(connectedPacket(newSid()));
      }
    }
  }
  function onClose(this: WebSocket) {
    const tab = tabs.get(this);
    tabs.delete(this);
    if (tab?.sessionId) {
      const left = (sessionTabs.get(tab.sessionId) ?? 1) - 1;
      if (left > 0) sessionTabs.set(tab.sessionId, left);
      else sessionTabs.delete(tab.sessionId);
    }
    for (const room of tab?.rooms ?? []) {
      const members = rooms.get(room);
      members?.delete(this);
      if (members?.size === 0) rooms.delete(room);
    }
  }
  function onError(this: WebSocket) {
    this.terminate();
  }

  /** Who the handshake's session cookie belongs to, as the rooms to join or a refusal. */
  const identify = async (req: IncomingMessage): Promise<Tab> => {
    const token = app.parseCookie(req.headers.cookie ?? '')[sessionCookieName(config)];
    if (!token) return new Tab([], 'not_authorized');
    try {
      const found = await identity(token);
      if (!found) return new Tab([], 'not_authorized');
      const rooms = [userRoom(found.userId), sessionRoom(found.sessionId)];
      return new Tab(found.admin ? [...rooms, ADMINS_ROOM] : rooms, null, found.sessionId);
    } catch (err) {
      app.log.warn({ err }, 'socket handshake: session lookup failed');
      return new Tab([], 'unavailable');
    }
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', destroyOnError);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== SOCKET_PATH && url.pathname !== `${SOCKET_PATH}/`) {
      return refuseUpgrade(socket, 404);
    }
    const { searchParams: query } = url;
    if (query.get('EIO') !== '4' || query.get('transport') !== 'websocket') {
      return refuseUpgrade(socket, 400);
    }
    if (!isSameOrigin(req, trust)) return refuseUpgrade(socket, 403);
    // Before any database work: one client address may try so many upgrades a minute.
    const address = clientAddressOf(req, trust);
    const attempts = (upgradesThisMinute.get(address) ?? 0) + 1;
    upgradesThisMinute.set(address, attempts);
    if (attempts > config.socketUpgradesPerMinute) return refuseUpgrade(socket, 429);
    // The answer to a refused session goes over the socket (socket.io's CONNECT_ERROR), so the
    // client hears why and stops, instead of retrying a failed handshake. So does a session that
    // already has its most tabs open: that tab stays without live updates.
    void identify(req).then((found) => {
      if (closing) return socket.destroy();
      wss.handleUpgrade(req, socket, head, (ws) => {
        socket.off('error', destroyOnError);
        // Counted once the socket is open, so a handshake that fails holds no place.
        let tab = found;
        if (tab.sessionId) {
          const open = sessionTabs.get(tab.sessionId) ?? 0;
          if (open >= config.socketsPerSession) tab = new Tab([], 'too_many_sockets');
          else sessionTabs.set(tab.sessionId, open + 1);
        }
        tabs.set(ws, tab);
        ws.on('message', onMessage);
        ws.on('close', onClose);
        ws.on('error', onError);
        ws.send(openPacket(newSid(), pingIntervalMs));
      });
    });
  };
  app.server.on('upgrade', onUpgrade);
  // No long-polling (DESIGN: websocket transport only): its GETs and POSTs are refused as
  // engine.io refused them, rather than answered with the web app's page.
  for (const url of [SOCKET_PATH, `${SOCKET_PATH}/*`]) {
    app.route({
      method: ['GET', 'POST'],
      url,
      handler: async (_request, reply) =>
        reply.status(400).send({ code: 0, message: 'Transport unknown' }),
    });
  }

  // One timer for every tab: a tab that has not answered the last ping is gone, and so is one
  // still outside the namespace a beat after its first ping (socket.io's connect timeout); the
  // others get the next ping (socket.io-client reconnects when pings stop).
  const heartbeat = setInterval(() => {
    for (const [ws, tab] of tabs) {
      if (tab.owesPong || (tab.pinged && !tab.joined)) {
        ws.terminate();
        continue;
      }
      tab.pinged = true;
      tab.owesPong = true;
      ws.send(PING);
    }
  }, pingIntervalMs).unref();

  /**
   * Sends a broadcast to this instance's tabs in its rooms, each tab once, encoded once; an
   * ending closes them with socket.io's DISCONNECT, so the client stays away.
   */
  const deliver = (broadcast: Broadcast) => {
    const to = broadcast.rooms;
    if ('end' in broadcast) {
      for (const room of to) {
        for (const ws of rooms.get(room) ?? []) {
          if (ws.readyState === WebSocket.OPEN) ws.send(DISCONNECT);
          ws.close();
        }
      }
      return;
    }
    const frame = Buffer.from(eventPacket(NOTIFICATION_EVENT, broadcast.event));
    const sent = to.length > 1 ? new Set<WebSocket>() : undefined;
    for (const room of to) {
      for (const ws of rooms.get(room) ?? []) {
        if (sent?.has(ws) || ws.readyState !== WebSocket.OPEN) continue;
        sent?.add(ws);
        ws.send(frame, { binary: false });
      }
    }
  };
  const relay = config.redisUrl
    ? await connectStreamRelay(config.redisUrl, config.redisPrefix, app.log, deliver)
    : undefined;

  // Calls made in one go are sent together: a run of the same event to several users becomes one
  // broadcast to their rooms (encoded once, one Redis stream entry) instead of one per user.
  // Fanning out to 1,000 users (bench/realtime-capacity.ts) that is 1 stream entry instead of
  // 1,000. Runs keep their order, and a user met twice starts a new run, so every tab still gets
  // the same events in the same order.
  let runs: { key: string; event: LiveEvent; rooms: Set<string> }[] = [];
  const flush = () => {
    const pending = runs;
    runs = [];
    for (const run of pending) send({ rooms: [...run.rooms], event: run.event });
  };
  /** Delivers here and hands to the other instances. */
  const send = (broadcast: Broadcast) => {
    try {
      deliver(broadcast);
    } catch (err) {
      app.log.warn({ err, broadcast }, 'live broadcast failed');
    }
    relay?.publish(broadcast);
  };
  const toRoom = (room: string, event: LiveEvent) => {
    const key = JSON.stringify(event);
    const last = runs.at(-1);
    if (last && last.key === key && !last.rooms.has(room)) return void last.rooms.add(room);
    if (runs.length === 0) queueMicrotask(flush);
    runs.push({ key, event, rooms: new Set([room]) });
  };

  return {
    toUser: (userId, event) => toRoom(userRoom(userId), event),
    toAdmins: (event) => toRoom(ADMINS_ROOM, event),
    endSessions: (sessionIds) => {
      if (sessionIds.length > 0) send({ rooms: sessionIds.map(sessionRoom), end: true });
    },
    close: () =>
      (closing ??= (async () => {
        clearInterval(heartbeat);
        clearInterval(minute);
        app.server.off('upgrade', onUpgrade);
        // A going-away close: socket.io-client reconnects, to another instance if there is one.
        for (const ws of tabs.keys()) ws.close(1001);
        await relay?.close();
      })()),
  };
}
