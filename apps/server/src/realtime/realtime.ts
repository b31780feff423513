/**
 * Live updates to open tabs. The socket only says "something new" (the inbox is the database),
 * so a missed or extra event never loses or invents anything: clients refetch on it and on
 * reconnecting.
 */
export type LiveEvent = { type: string; about?: string };

export type Realtime = {
  /** tell every open tab of this user, on any server instance */
  toUser(userId: string, event: LiveEvent): void;
  /** tell every signed-in admin */
  toAdmins(event: LiveEvent): void;
  /** close the open tabs of these ended sessions (logout, an e-mail change), on any instance */
  endSessions(sessionIds: readonly string[]): void;
  close(): Promise<void>;
};

/** The event name clients listen to (shared with the web client). */
export { NOTIFICATION_EVENT } from '@rentals/shared';
