import { z } from 'zod';
import { LISTING_KIND_NAMES } from '../kind-facts';
import { idAnswer, instantAnswer } from './common';

/** Answers of the notification calls (spec 1 sections 3 and 7). */

/** One card of the inbox: the notification, who sent it, and what it is about. */
export const notificationWrapperAnswer = z
  .object({
    notification: z.object({
      _id: idAnswer,
      type: z.string(),
      /** sender id, or 'admin' */
      from: z.string(),
      /** recipient id, or 'admin' */
      notifier: z.string(),
      about: z.string(),
      created_date: instantAnswer,
      read: z.boolean(),
    }),
    /** the sender; admin appears as {_id: 'admin', name: 'admin', picture: ''} */
    user: z.object({ _id: z.string(), name: z.string(), picture: z.string() }),
    /**
     * The listing it concerns, or null when it is gone. Kind-specific ids ride along (loose):
     * a general property carries its live rentingRecord_id, halls and hotels add their event or
     * reservation, an apartment request its apartment.
     */
    property: z
      .looseObject({
        _id: idAnswer,
        kind: z.enum(LISTING_KIND_NAMES),
        name: z.string(),
        pictures: z.array(z.string()),
        rentingRecord_id: idAnswer.nullable().optional(),
        /**
         * What the reader's page writes the listing's title from, in the reader's language: its
         * own name (empty when it has none), its type and its district. `name` is that title as
         * the spec writes it ('Office in Hodan' for a listing without a name).
         */
        title: z.object({ name: z.string(), type: z.string(), district: z.string() }).optional(),
      })
      .nullable(),
    /**
     * The number the renter gave, on a request they sent (rent, termination, a hall or hotel
     * change) and only in the inbox of the listing's owner: the owner calls them on it.
     */
    renter_contact: z.string().optional(),
  })
  .meta({ id: 'NotificationWrapper' });

/** Answer of GET /notifications/unread-count. */
export const unreadCountAnswer = z.object({ unread: z.number().int() }).meta({ id: 'UnreadCount' });

/** POST /notifications/add: 'existed' when the same request was already sent. */
export const notificationAddAnswer = z.enum(['success', 'existed']);
