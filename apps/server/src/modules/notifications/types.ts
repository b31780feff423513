/**
 * Notification types and the admin notifier live once in shared (the inbox needs them too);
 * server modules import them from here.
 */
export { ADMIN_NOTIFIER, NOTIFICATION_TYPES } from '@rentals/shared';
