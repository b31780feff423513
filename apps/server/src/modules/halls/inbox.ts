import { aboutResolver, registerAboutResolver } from '../notifications/about';
import { presentEventInfo } from './presenter';
import { eventsByIds } from './repository';

/**
 * Hall notifications are about an event (one card per request): the inbox shows the hall's card
 * with the event's id, status, day, details and waiting update, so Accept and Decline can act;
 * the number given with the booking goes to the hall's owner.
 */
export const hallEventAbout = aboutResolver(eventsByIds, (row) => ({
  listingId: row.hallId,
  extra: {
    event_id: row.id,
    event_status: row.status,
    event_date: row.date,
    event_info: presentEventInfo(row),
    updated_values: row.updatedValues,
    userId: row.userId,
  },
  contact: row.contact,
}));

export const registerHallInbox = () => registerAboutResolver(hallEventAbout);
