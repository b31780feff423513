import {
  NOTIFICATION_EVENT,
  SOCKET_PATH,
  SOCKET_RANDOMIZATION_FACTOR,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_TIMEOUT_MS,
} from '@rentals/shared';

export type LiveHandlers = {
  /** something may have changed: on each event and on every (re)connect */
  onChange: () => void;
  /** the server refused the socket (the session ended, or it could not check it) */
  onRefused: () => void;
};

/**
 * Opens the live socket; returns the function that closes it. socket.io-client is imported here
 * on demand, so visitors never download it and it stays out of the landing chunk.
 */
export function connectLive(handlers: LiveHandlers): () => void {
  let closed = false;
  let close = () => {};

  import('socket.io-client').then(
    ({ io }) => {
      if (closed) return;
      const socket = io({
        path: SOCKET_PATH,
        transports: ['websocket'],
        reconnection: true,
        reconnectionAttempts: Infinity,
        reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
        reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
        randomizationFactor: SOCKET_RANDOMIZATION_FACTOR,
        timeout: SOCKET_TIMEOUT_MS,
      });
      let retry: ReturnType<typeof setTimeout> | undefined;
      socket.on('connect', handlers.onChange);
      socket.on(NOTIFICATION_EVENT, handlers.onChange);
      // Lost connections retry on their own; a refusal by the server, or the server closing
      // the socket because its session ended (logged out elsewhere, a changed e-mail), does not.
      const refused = () => {
        handlers.onRefused();
        retry = setTimeout(() => socket.connect(), SOCKET_RECONNECT_DELAY_MAX_MS);
      };
      socket.on('connect_error', () => {
        if (!socket.active) refused();
      });
      socket.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') refused();
      });
      close = () => {
        clearTimeout(retry);
        socket.disconnect();
      };
    },
    () => {
      // The chunk did not load (offline): pages still fetch their notifications themselves.
    },
  );

  return () => {
    closed = true;
    close();
  };
}
