import { randomBytes } from 'node:crypto';

/**
 * The part of the socket.io wire format (socket.io protocol 5 over engine.io protocol 4, as
 * socket.io-client 4 speaks it) that a listen-only client on the websocket transport needs. One
 * WebSocket text frame carries one packet: an engine.io type digit, then for a message ('4') a
 * socket.io type digit, an optional `/namespace,` and JSON.
 */

/** engine.io heartbeat: the server pings this often; a client silent for a whole cycle is gone. */
export const PING_INTERVAL_MS = 25_000;
/** How long a client waits past a missed ping before it reconnects (told to it on open). */
export const PING_TIMEOUT_MS = 20_000;
/** Clients only listen; nothing they send needs more than the handshake. */
export const MAX_PAYLOAD = 4096;

/** A session id (engine.io's, and socket.io's in the namespace): 120 random bits, URL-safe. */
export const newSid = () => randomBytes(15).toString('base64url');

/** engine.io `open`, the first frame on a new connection. */
export const openPacket = (sid: string, pingInterval = PING_INTERVAL_MS) =>
  `0${JSON.stringify({
    sid,
    upgrades: [],
    pingInterval,
    pingTimeout: PING_TIMEOUT_MS,
    maxPayload: MAX_PAYLOAD,
  })}`;

export const PING = '2';

/** socket.io CONNECT answered: the client is now in the default namespace. */
export const connectedPacket = (sid: string) => `40${JSON.stringify({ sid })}`;

/** socket.io CONNECT_ERROR: the client gets `connect_error` with this message and stays down. */
export const connectErrorPacket = (message: string, namespace = '/') =>
  `44${namespace === '/' ? '' : `${namespace},`}${JSON.stringify({ message })}`;

/**
 * socket.io DISCONNECT from the server: the client gets `disconnect` ('io server disconnect')
 * and, unlike after a lost connection, does not reconnect.
 */
export const DISCONNECT = '41';

/** socket.io EVENT in the default namespace. */
export const eventPacket = (name: string, data: unknown) => `42${JSON.stringify([name, data])}`;

/** What a client's frame asks for; anything else (its own events, binary) is ignored. */
export type ClientPacket =
  { kind: 'pong' } | { kind: 'connect'; namespace: string } | { kind: 'leave' } | { kind: 'other' };

export function parseClientPacket(frame: string): ClientPacket {
  if (frame === '3') return { kind: 'pong' };
  // engine.io close, or socket.io DISCONNECT from the default namespace.
  if (frame === '1' || frame === '41') return { kind: 'leave' };
  if (frame.startsWith('40')) {
    // '40', '40{auth}' or '40/admin,{auth}'
    const namespace = frame[2] === '/' ? frame.slice(2).split(',', 1)[0]! : '/';
    return { kind: 'connect', namespace };
  }
  return { kind: 'other' };
}
