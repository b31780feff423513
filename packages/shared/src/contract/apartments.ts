import { z } from 'zod';
import { PICTURE_LIMITS } from '../limits';
import {
  addApartmentBuildingFields,
  addApartmentFields,
  apartmentBuildingIdQuery,
  apartmentBuildingParams,
  apartmentRentBody,
  apartmentRentingRecordQuery,
  cancelApartmentRequestBody,
  requestApartmentRentBody,
  updateApartmentBuildingFields,
  vacateApartmentBody,
} from '../schemas/apartments';
import { propertyIdBody, propertyIdQuery } from '../schemas/properties';
import {
  apartmentAnswer,
  apartmentBuildingAnswer,
  apartmentBuildingDetailAnswer,
  apartmentCancelAnswer,
  apartmentDeclineAnswer,
  apartmentRentAnswer,
  apartmentRentingRecordAnswer,
  apartmentRentRequestAnswer,
  apartmentVacateAnswer,
  myApartmentRequestAnswer,
} from '../answers/apartments';
import { apiSuccess } from './envelope';
import { defineRoute } from './route';

/** Apartment buildings, their apartments and renting them (spec 2 section 7, exact paths). */
const tag = 'Apartments';

// Buildings and apartments

export const addBuilding = defineRoute({
  method: 'POST',
  path: '/apartmentBuilding/add',
  summary: 'Add an apartment building (multipart: location and facilities as JSON text)',
  tag,
  access: 'user',
  multipart: {
    fields: addApartmentBuildingFields,
    files: { field: 'pictures', ...PICTURE_LIMITS.apartmentBuilding },
  },
  answer: apiSuccess(apartmentBuildingAnswer),
});

export const updateBuilding = defineRoute({
  method: 'POST',
  path: '/apartmentBuilding/update',
  summary:
    'Change a building (multipart {apartmentBuildingId, folder, pictures?, updatedValues} or JSON)',
  description:
    'Multipart with updatedValues as JSON text, or the same fields as JSON. Uploaded pictures, ' +
    'when sent, replace them all.',
  tag,
  access: 'user',
  multipart: {
    fields: updateApartmentBuildingFields,
    files: { field: 'pictures', min: 0, max: PICTURE_LIMITS.apartmentBuilding.max },
  },
  answer: apiSuccess(apartmentBuildingAnswer),
});

export const findBuilding = defineRoute({
  method: 'GET',
  path: '/apartmentBuilding/find',
  summary: 'One apartment building with its owner card',
  tag,
  access: 'public',
  querystring: propertyIdQuery,
  answer: apiSuccess(apartmentBuildingDetailAnswer),
});

export const deleteBuilding = defineRoute({
  method: 'POST',
  path: '/apartmentBuilding/delete',
  summary: 'Delete a building with its apartments',
  tag,
  access: 'user',
  body: propertyIdBody,
  answer: apiSuccess(z.literal('success')),
});

export const listApartments = defineRoute({
  method: 'GET',
  path: '/apartments/find-apartments/:id',
  summary: "A building's apartments with their addresses",
  tag,
  access: 'public',
  params: apartmentBuildingParams,
  answer: apiSuccess(z.array(apartmentAnswer)),
});

export const addApartment = defineRoute({
  method: 'POST',
  path: '/apartments/add',
  summary: 'Add an apartment to a building (multipart: addresses and facilities as JSON text)',
  tag,
  access: 'user',
  multipart: {
    fields: addApartmentFields,
    files: { field: 'pictures', ...PICTURE_LIMITS.apartment },
  },
  answer: apiSuccess(apartmentAnswer),
});

// Renting

export const requestRent = defineRoute({
  method: 'POST',
  path: '/apartments/request-apartment-rent',
  summary: 'Ask to rent one address of a building',
  tag,
  access: 'user',
  body: requestApartmentRentBody,
  answer: apiSuccess(apartmentRentRequestAnswer),
});

export const cancelRequest = defineRoute({
  method: 'POST',
  path: '/apartments/cancel-apartment-request',
  summary: 'The renter withdraws a pending request',
  tag,
  access: 'user',
  body: cancelApartmentRequestBody,
  answer: apiSuccess(apartmentCancelAnswer),
});

export const myRequests = defineRoute({
  method: 'GET',
  path: '/apartments/my-requests',
  summary: "The renter's live requests with their building (My account)",
  tag,
  access: 'user',
  answer: apiSuccess(z.array(myApartmentRequestAnswer)),
});

export const rent = defineRoute({
  method: 'POST',
  path: '/apartments/rent',
  summary: 'The owner rents the address to the requester',
  tag,
  access: 'user',
  body: apartmentRentBody,
  answer: apiSuccess(apartmentRentAnswer),
});

export const declineRent = defineRoute({
  method: 'POST',
  path: '/apartments/decline-apartment-rent',
  summary: 'The owner declines a pending request',
  tag,
  access: 'user',
  body: apartmentRentBody,
  answer: apiSuccess(apartmentDeclineAnswer),
});

export const vacate = defineRoute({
  method: 'POST',
  path: '/apartments/vacate',
  summary: 'End a rented or pending record (the address is free again)',
  tag,
  access: 'user',
  body: vacateApartmentBody,
  answer: apiSuccess(apartmentVacateAnswer),
});

export const listRecords = defineRoute({
  method: 'GET',
  path: '/apartment-renting-record/find',
  summary: "A building's renting records (owner)",
  tag,
  access: 'user',
  querystring: apartmentBuildingIdQuery,
  answer: apiSuccess(z.array(apartmentRentingRecordAnswer)),
});

export const findRecord = defineRoute({
  method: 'GET',
  path: '/apartment-renting-record/find/record',
  summary: 'One renting record, for the owner or its renter',
  tag,
  access: 'user',
  querystring: apartmentRentingRecordQuery,
  answer: apiSuccess(apartmentRentingRecordAnswer),
});
