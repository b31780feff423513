import { z } from 'zod';
import { ADMIN_NOTIFIER } from '../notifications';
import { id } from './fields';

// Kept apart from notifications.ts: the landing page imports its event name, and a top-level
// z.object() there would pull all of zod into the landing bundle.

/** GET /notifications/notifier/{userId}: the signed-in user's id, or 'admin' for an admin. */
export const notifierParams = z.object({ userId: z.union([id, z.literal(ADMIN_NOTIFIER)]) });

/** GET /notifications/delete/{id}. */
export const notificationIdParams = z.object({ id });

/**
 * The inbox and admin answers that act on one notification: POST /notifications/termination/accept
 * and /admin/verification-requests/approve|decline, /admin/vacate-requests/complete.
 */
export const notificationIdBody = z.object({ notificationId: id });

/** POST /rentingProperty/decline-rent-request: the owner declines a pending rent request. */
export const declineRentRequestBody = z.object({ propertyId: id, propertyRentingRecordId: id });
