import { notificationIdBody } from '../schemas/notifications';
import { pageQuery } from '../schemas/properties';
import { adminPropertyRequestAnswer, adminReportAnswer, smsStatsAnswer } from '../answers/admin';
import { notificationWrapperAnswer } from '../answers/notifications';
import { apiMessage, apiPage, apiSuccess } from './envelope';
import { defineRoute } from './route';

/**
 * The admin console's calls: admins only (401 for visitors, 403 for other users), checked
 * before a body is read. The two request lists answer notification cards (addressed to admin).
 */
const tag = 'Admin';

export const verificationRequests = defineRoute({
  method: 'GET',
  path: '/admin/verification-requests',
  summary: 'Owners asking admin to verify a listing, newest first',
  tag,
  access: 'admin',
  querystring: pageQuery,
  answer: apiPage(notificationWrapperAnswer),
});

export const vacateRequests = defineRoute({
  method: 'GET',
  path: '/admin/vacate-requests',
  summary: 'Owners asking admin to vacate a rented listing, newest first',
  tag,
  access: 'admin',
  querystring: pageQuery,
  answer: apiPage(notificationWrapperAnswer),
});

export const approveVerification = defineRoute({
  method: 'POST',
  path: '/admin/verification-requests/approve',
  summary: "Verifies the listing a verification request is about; answers 'success'",
  tag,
  access: 'admin',
  body: notificationIdBody,
  answer: apiMessage,
});

export const declineVerification = defineRoute({
  method: 'POST',
  path: '/admin/verification-requests/decline',
  summary: "Declines a verification request, telling its owner; answers 'success'",
  tag,
  access: 'admin',
  body: notificationIdBody,
  answer: apiMessage,
});

export const completeVacate = defineRoute({
  method: 'POST',
  path: '/admin/vacate-requests/complete',
  summary: "Vacates the tenancy a vacate request is about; answers 'success'",
  tag,
  access: 'admin',
  body: notificationIdBody,
  answer: apiMessage,
});

export const reports = defineRoute({
  method: 'GET',
  path: '/admin/reports',
  summary: 'Reports sent from the Report screen, newest first, keyset paged',
  tag,
  access: 'admin',
  querystring: pageQuery,
  answer: apiPage(adminReportAnswer),
});

export const propertyRequests = defineRoute({
  method: 'GET',
  path: '/admin/property-requests',
  summary: 'Requests for a property to buy or rent, newest first, keyset paged',
  tag,
  access: 'admin',
  querystring: pageQuery,
  answer: apiPage(adminPropertyRequestAnswer),
});

export const smsStats = defineRoute({
  method: 'GET',
  path: '/admin/sms',
  summary:
    "SMS sent, delivered and failed on each of the last 7 days (UTC), and today's count against SMS_DAILY_LIMIT",
  tag,
  access: 'admin',
  answer: apiSuccess(smsStatsAnswer),
});
