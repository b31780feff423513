import { z } from 'zod';
import { addNotificationBody, pageQuery } from '../schemas/properties';
import { notificationIdBody, notificationIdParams, notifierParams } from '../schemas/notifications';
import {
  notificationAddAnswer,
  notificationWrapperAnswer,
  unreadCountAnswer,
} from '../answers/notifications';
import { apiPage, apiSuccess } from './envelope';
import { defineRoute } from './route';

/** The inbox (spec 1 section 7 "Notifications") and its answers; the socket is not a route. */
const tag = 'Notifications';
const success = apiSuccess(z.literal('success'));

export const inbox = defineRoute({
  method: 'GET',
  path: '/notifications/notifier/:userId',
  summary: "The signed-in user's inbox ('admin' for admin's), newest first, keyset paged",
  tag,
  access: 'user',
  params: notifierParams,
  querystring: pageQuery,
  answer: apiPage(notificationWrapperAnswer),
});

export const deleteNotification = defineRoute({
  method: 'GET',
  path: '/notifications/delete/:id',
  summary: 'The recipient deletes a notification (a GET, as the spec has it)',
  tag,
  access: 'user',
  params: notificationIdParams,
  answer: success,
});

export const unreadCount = defineRoute({
  method: 'GET',
  path: '/notifications/unread-count',
  summary: "How many of the signed-in user's notifications are unread",
  tag,
  access: 'user',
  answer: apiSuccess(unreadCountAnswer),
});

export const markRead = defineRoute({
  method: 'POST',
  path: '/notifications/read',
  summary: 'Every notification of the signed-in user is read from now on',
  tag,
  access: 'user',
  answer: success,
});

export const addNotification = defineRoute({
  method: 'POST',
  path: '/notifications/add',
  summary: "A request a client may send (verification, termination...): 'existed' when sent before",
  tag,
  access: 'user',
  body: addNotificationBody,
  answer: apiSuccess(notificationAddAnswer),
});

export const acceptTermination = defineRoute({
  method: 'POST',
  path: '/notifications/termination/accept',
  summary: 'The owner agrees to end the tenancy a termination request asks for',
  tag,
  access: 'user',
  body: notificationIdBody,
  answer: success,
});
