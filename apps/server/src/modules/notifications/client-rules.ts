import type { Deps } from '../../deps';
import type { UserRow } from '../users/repository';
import type { NotificationKey } from './repository';

/** What a client asks to send; `from` is already checked to be the signed-in user. */
export type ClientNotification = { type: string; notifier: string; about: string };

/**
 * Checks one client-sent type and answers the notification to store, or 'success' when the
 * rule has done what the notification stands for itself (nothing more to store); or throws.
 */
export type ClientNotificationRule = (
  deps: Deps,
  actor: UserRow,
  input: ClientNotification,
) => Promise<NotificationKey | 'success'>;

/**
 * The client-sent types and their rules, with the owner's vacate request on its own (the
 * inbox's accept sends one). They read every kind's requests, so app.ts passes them in: the
 * notifications module imports no kind.
 */
export type ClientNotificationRules = {
  rules: Record<string, ClientNotificationRule>;
  vacateRequest: (
    deps: Deps,
    actor: UserRow,
    input: ClientNotification,
  ) => Promise<NotificationKey>;
};

/** The refusal of a type only the server writes, or that the sender may not send now. */
export const cantBeSent = (type: string) => `notification.type: ${type} can't be sent`;
