import { z } from 'zod';
import { PICTURE_LIMITS } from '../limits';
import {
  addHallFields,
  bookHallEventBody,
  declineHallEventBody,
  hallEventIdBody,
  hallEventIdQuery,
  hallEventUpdateDeclineBody,
  hallMonthQuery,
  hallPageQuery,
  hallParams,
  hallUpcomingQuery,
  myHallEventsQuery,
  rebookAdminEventBody,
  rentHallFields,
  requestHallEventUpdateBody,
  updateHallEventBody,
  updateHallFields,
} from '../schemas/halls';
import { propertyIdBody } from '../schemas/properties';
import {
  hallAdminEventAnswer,
  hallAdminEventPageAnswer,
  hallAnswer,
  hallBookAnswer,
  hallCancelAnswer,
  hallDetailAnswer,
  hallDoneAnswer,
  hallEventAnswer,
  hallEventPageAnswer,
  hallMonthEventAnswer,
  hallRebookAnswer,
  hallUpdateAnswer,
} from '../answers/halls';
import { apiSuccess } from './envelope';
import { defineRoute } from './route';

/** Halls, hall events and admin events (spec 2 section 7 "Halls", exact paths). */
const tag = 'Halls';

// Halls

export const findHall = defineRoute({
  method: 'GET',
  path: '/hallProperty/find/:id',
  summary: 'One hall with its owner card (the contact only for signed-in viewers)',
  tag,
  access: 'public',
  params: hallParams,
  answer: apiSuccess(hallDetailAnswer),
});

export const addHall = defineRoute({
  method: 'POST',
  path: '/hallProperty/add',
  summary: 'A new hall (the Hall choice of the New Property form)',
  description:
    'Multipart: the fields as text parts (location, facilities, food, cake and day_min_attendees ' +
    'as JSON text), the pictures as repeated `pictures` parts; or the same fields as a JSON body ' +
    "without pictures. The form's rules answer the spec's messages before field detail.",
  tag,
  access: 'user',
  multipart: {
    fields: addHallFields,
    files: { field: 'pictures', min: PICTURE_LIMITS.hall.min, max: PICTURE_LIMITS.hall.max },
  },
  answer: apiSuccess(hallAnswer),
});

export const updateHall = defineRoute({
  method: 'POST',
  path: '/hallProperty/update',
  summary: "The owner's edit of a hall (only the changed fields)",
  description:
    'Multipart {hall_id, folder, updatedValues (JSON text), pictures?} or the same as a JSON ' +
    'body. Uploaded pictures replace them all; otherwise updatedValues.pictures may reorder or drop.',
  tag,
  access: 'user',
  multipart: {
    fields: updateHallFields,
    files: { field: 'pictures', min: 0, max: PICTURE_LIMITS.hall.max },
  },
  answer: apiSuccess(hallAnswer),
});

export const deleteHall = defineRoute({
  method: 'POST',
  path: '/hallProperty/delete',
  summary: 'Deletes a hall with its events (refused while an event lies ahead)',
  tag,
  access: 'user',
  body: propertyIdBody,
  answer: apiSuccess(hallDoneAnswer),
});

// Calendars

export const monthEvents = defineRoute({
  method: 'GET',
  path: '/hallEvents/events_between_a_month',
  summary: "A month's events of a hall (the owner gets each event in full)",
  tag,
  access: 'public',
  querystring: hallMonthQuery,
  answer: apiSuccess(z.array(hallMonthEventAnswer)),
});

export const monthAdminEvents = defineRoute({
  method: 'GET',
  path: '/hallAdminEvents/events_between_a_month',
  summary: "A month's admin events of a hall (others see the live ones)",
  tag,
  access: 'public',
  querystring: hallMonthQuery,
  answer: apiSuccess(z.array(hallAdminEventAnswer)),
});

// Admin events (the owner's blocked days)

export const addAdminEvent = defineRoute({
  method: 'POST',
  path: '/hallAdminEvents/add',
  summary: "Blocks a day (or part of one) on the owner's hall",
  description:
    'JSON body {hall_id, date (YYYY-MM-DD), starting_time, ending_time (HH:mm), ' +
    'multiRentalAllowed?}. No body schema: the spec\'s "Please select the date" and "Please ' +
    'select time" come before field detail (schemas/halls.ts addAdminEventBody, checked by the ' +
    "service). 'already-booked' when the day or time is taken.",
  tag,
  access: 'user',
  answer: apiSuccess(hallBookAnswer),
});

export const listAdminEvents = defineRoute({
  method: 'GET',
  path: '/hallAdminEvents',
  summary: "The owner's admin events of a hall, a numbered page",
  tag,
  access: 'user',
  querystring: hallPageQuery,
  answer: apiSuccess(hallAdminEventPageAnswer),
});

export const deleteAdminEvent = defineRoute({
  method: 'POST',
  path: '/hallAdminEvents/delete',
  summary: 'Removes an admin event',
  tag,
  access: 'user',
  body: hallEventIdBody,
  answer: apiSuccess(hallDoneAnswer),
});

export const rebookAdminEvent = defineRoute({
  method: 'POST',
  path: '/hallAdminEvents/rebook-hall-event',
  summary: "Books a cancelled admin event again ('unchanged' when booked or completed)",
  tag,
  access: 'user',
  body: rebookAdminEventBody,
  answer: apiSuccess(hallRebookAnswer),
});

export const cancelAdminEvent = defineRoute({
  method: 'POST',
  path: '/hallAdminEvents/cancel-hall-event',
  summary: 'Cancels an admin event',
  tag,
  access: 'user',
  body: hallEventIdBody,
  answer: apiSuccess(hallDoneAnswer),
});

// Hall events

export const rentHall = defineRoute({
  method: 'POST',
  path: '/hallEvents/rent',
  summary: 'Books a hall (a request to its owner; the owner booking for a user books at once)',
  description:
    'Multipart: the fields as text parts (event_info as JSON text) and an optional cake picture ' +
    "`image`; or the same fields as a JSON body without a picture. The booking rules answer the spec's " +
    "messages before field detail. 'already-booked' when the day or time is taken.",
  tag,
  access: 'user',
  multipart: { fields: rentHallFields, files: { field: 'image', min: 0, max: 1 } },
  answer: apiSuccess(hallBookAnswer),
});

export const getUserEvent = defineRoute({
  method: 'GET',
  path: '/hallEvents/get-user-event',
  summary: "One event, for its user or the hall's owner",
  tag,
  access: 'user',
  querystring: hallEventIdQuery,
  answer: apiSuccess(hallEventAnswer),
});

export const allEvents = defineRoute({
  method: 'GET',
  path: '/hallEvents/all-events',
  summary: "Every event of the owner's hall, a numbered page",
  tag,
  access: 'user',
  querystring: hallPageQuery,
  answer: apiSuccess(hallEventPageAnswer),
});

export const upcomingEvents = defineRoute({
  method: 'GET',
  path: '/hallEvents/upcoming-events',
  summary: "Pending and booked events of the owner's hall from a day on, a numbered page",
  tag,
  access: 'user',
  querystring: hallUpcomingQuery,
  answer: apiSuccess(hallEventPageAnswer),
});

export const myEvents = defineRoute({
  method: 'GET',
  path: '/hallEvents/my-events',
  summary: "The signed-in user's own events, a numbered page",
  tag,
  access: 'user',
  querystring: myHallEventsQuery,
  answer: apiSuccess(hallEventPageAnswer),
});

export const bookEvent = defineRoute({
  method: 'POST',
  path: '/hallEvents/book-event',
  summary: "The owner books (accepts) an event ('already-booked' when the day or time is taken)",
  tag,
  access: 'user',
  body: bookHallEventBody,
  answer: apiSuccess(hallBookAnswer),
});

export const declineEvent = defineRoute({
  method: 'POST',
  path: '/hallEvents/decline-hall-event',
  summary: 'The owner declines (cancels) an event',
  tag,
  access: 'user',
  body: declineHallEventBody,
  answer: apiSuccess(hallDoneAnswer),
});

export const cancelEventRequest = defineRoute({
  method: 'POST',
  path: '/hallEvents/cancel-event-request',
  summary: "The event's user cancels a pending event or asks the owner to end a booked one",
  tag,
  access: 'user',
  body: hallEventIdBody,
  answer: apiSuccess(hallCancelAnswer),
});

export const terminateEvent = defineRoute({
  method: 'POST',
  path: '/hallEvents/terminate-hall-event',
  summary: 'The owner ends a booked event (accepting a termination request)',
  tag,
  access: 'user',
  body: hallEventIdBody,
  answer: apiSuccess(hallDoneAnswer),
});

export const updateEvent = defineRoute({
  method: 'POST',
  path: '/hallEvents/update-hall-event',
  summary: 'Changes an event (a pending one at once; the owner accepting an update request)',
  tag,
  access: 'user',
  body: updateHallEventBody,
  answer: apiSuccess(hallUpdateAnswer),
});

export const requestEventUpdate = defineRoute({
  method: 'POST',
  path: '/hallEvents/request-event-update',
  summary: "A booked event's user asks the owner for changes",
  tag,
  access: 'user',
  body: requestHallEventUpdateBody,
  answer: apiSuccess(hallDoneAnswer),
});

export const declineEventUpdate = defineRoute({
  method: 'POST',
  path: '/hallEvents/event-update-decline',
  summary: 'The owner declines an update request',
  tag,
  access: 'user',
  body: hallEventUpdateDeclineBody,
  answer: apiSuccess(hallDoneAnswer),
});
