import { z } from 'zod';
import {
  propertyIdBody,
  propertyIdQuery,
  rentBody,
  rentingRequestBody,
  unrentBody,
  userPropertiesQuery,
} from '../schemas/properties';
import { declineRentRequestBody } from '../schemas/notifications';
import { rentalEntryAnswer, rentedRecordAnswer, rentingRecordAnswer } from '../answers/renting';
import { apiSuccess } from './envelope';
import { defineRoute } from './route';

/** Renting general properties (spec 1 section 7) and the user's Pending and Rented tabs. */
const tag = 'Renting';
const success = apiSuccess(z.literal('success'));

export const requestRent = defineRoute({
  method: 'POST',
  path: '/rentingProperty/renting-request/',
  summary: "A renter asks to rent a property ('requested' when it is already in process)",
  tag,
  access: 'user',
  body: rentingRequestBody,
  answer: apiSuccess(z.enum(['success', 'requested'])),
});

export const cancelRentRequest = defineRoute({
  method: 'POST',
  path: '/rentingProperty/cancel-rent-request',
  summary: 'The renter withdraws a pending request; the property is available again',
  tag,
  access: 'user',
  body: propertyIdBody,
  answer: success,
});

/**
 * The spec's one plain-text answer: `success`, or `error` with the failure's HTTP status (a body
 * that does not match is `error` with 400 too, so the server parses it in the handler).
 */
export const rent = defineRoute({
  method: 'POST',
  path: '/rentingProperty/rent',
  summary: "The owner accepts a rent request (answers plain text: 'success' or 'error')",
  tag,
  access: 'user',
  body: rentBody,
  answer: z.string(),
  answerType: 'text/plain',
});

export const declineRentRequest = defineRoute({
  method: 'POST',
  path: '/rentingProperty/decline-rent-request',
  summary: "The owner declines a pending rent request (the inbox's Decline)",
  tag,
  access: 'user',
  body: declineRentRequestBody,
  answer: success,
});

export const updateToRent = defineRoute({
  method: 'POST',
  path: '/rentingPropertyRecords/record/update-to-rent',
  summary: 'The owner accepts a renting record (409 when another record holds the property)',
  tag,
  access: 'user',
  body: rentBody,
  answer: success,
});

export const unrent = defineRoute({
  method: 'POST',
  path: '/rentingProperty/unrent/',
  summary: 'The tenancy ends: the record completes and the renter is told (`type`)',
  tag,
  access: 'user',
  body: unrentBody,
  answer: success,
});

export const rentingRecords = defineRoute({
  method: 'GET',
  path: '/rentingPropertyRecords/records/renting-records',
  summary: "Every request for the owner's property, newest first",
  tag,
  access: 'user',
  querystring: propertyIdQuery,
  answer: apiSuccess(z.array(rentingRecordAnswer)),
});

export const rentedRecord = defineRoute({
  method: 'GET',
  path: '/rentingProperty/rented-record/:propertyId',
  summary: 'The current tenancy of a property, for its owner or its rentee (null: not rented)',
  tag,
  access: 'user',
  params: propertyIdQuery,
  answer: apiSuccess(rentedRecordAnswer.nullable()),
});

export const pendingProperties = defineRoute({
  method: 'GET',
  path: '/users/pendingProperties/:userId',
  summary: "The user's requests waiting for the owner, with their property cards",
  tag,
  access: 'user',
  params: userPropertiesQuery,
  answer: apiSuccess(z.array(rentalEntryAnswer)),
});

export const rentedProperties = defineRoute({
  method: 'GET',
  path: '/users/rentedProperties/:userId',
  summary: 'What the user rents now, with the property cards',
  tag,
  access: 'user',
  params: userPropertiesQuery,
  answer: apiSuccess(z.array(rentalEntryAnswer)),
});
